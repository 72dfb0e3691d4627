import {
  formFailedPath,
  formRefusals,
  formSentPath,
  leadForms,
  mailingListPages,
} from "#schemas/form-posts.ts";
import {
  formResultsFileSchema,
  ownFailures,
  type ResultPage,
  resultPageSchema,
} from "./form-results.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { loadEntry } from "./load.ts";
import { readTalentResultPages } from "./talent.server.ts";

/** Every result page by the path it is prerendered at. */
export function readResultPagesByPath(): ReadonlyMap<string, ResultPage> {
  const file = loadEntry("site/form-results.yaml", formResultsFileSchema, organisationPlaceholders);
  const formPages = leadForms.flatMap((form) => {
    const pages = file.forms[form];
    const failed = pages.failed as Record<string, ResultPage>;
    const actions = pages.again ? [pages.again, file.home] : [file.home];
    return [
      [formSentPath(form), pages.sent] as const,
      ...ownFailures(form).map(
        (failure) =>
          [formFailedPath(form, failure as never), failed[failure] as ResultPage] as const,
      ),
      ...formRefusals.map(
        (refusal) =>
          [formFailedPath(form, refusal), { ...file.refusals[refusal], actions }] as const,
      ),
    ];
  });
  const mailingList = (Object.keys(mailingListPages) as (keyof typeof mailingListPages)[]).map(
    (key) => [mailingListPages[key], file.mailingList[key]] as const,
  );
  return new Map([
    ...formPages,
    ...mailingList,
    // The talent forms' pages (issue 23).
    ...readTalentResultPages().map(([path, page]) => [path, resultPageSchema.parse(page)] as const),
  ]);
}
