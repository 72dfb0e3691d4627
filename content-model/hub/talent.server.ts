import type * as z from "zod/mini";
import type { Person } from "#content-model/blocks.ts";
import type { ResultPageView } from "#content-model/site/form-results.ts";
import { retentionPlaceholders } from "#schemas/lead-retention.ts";
import { ruleMessageList } from "#schemas/rule-messages.ts";
import {
  isChoiceField,
  type ResumeProblem,
  resumeMessages,
  type TalentFailure,
  type TalentForm,
  takesFile,
  talentChoiceFields,
  talentFailedPath,
  talentFailures,
  talentFieldsSchemas,
  talentForms,
  talentSentPath,
} from "#schemas/talent-forms.ts";
import type { Placeholders } from "../load.ts";
import { readCollection, readSingleton } from "../read.server.ts";
import { externalLinkPlaceholders } from "../site/external-links.server.ts";
import { organisationPlaceholders } from "../site/identity.server.ts";
import { hubFactPlaceholders } from "./facts.server.ts";
import type {
  ApplicationFormCopy,
  FieldCopy,
  HiringRequestFormCopy,
  TalentChoices,
} from "./talent.ts";

/**
 * The forms' choice lists: what the pages offer and all the service accepts;
 * `root` is the content folder of the release the service serves.
 */
export function readTalentChoices(root?: string): TalentChoices {
  return readSingleton("hub/talent-choices", { root });
}

/** What a page text may name about the choices: "{choices.stackCount}", "{choices.commitments}". */
function choicePlaceholders(choices: TalentChoices): Placeholders {
  return {
    "choices.stackCount": String(choices.stacks.length),
    "choices.stacks": choices.stacks.join(", "),
    "choices.commitments": choices.commitments.join(", "),
  };
}

/** Team members by their file in content/hub/team/, in the order given. */
function teamMembers(slugs: readonly string[]): Person[] {
  const team = new Map(
    readCollection("hub/team").map(({ slug, data: { order: _order, ...person } }) => [
      slug,
      person,
    ]),
  );
  return slugs.map((slug) => {
    const person = team.get(slug);
    if (!person) throw new Error(`${slug} is not in content/hub/team/`);
    return person;
  });
}

function readTalentPageFile(name: "hub/talent" | "hub/hire") {
  const { people, ...page } = readSingleton(name, {
    placeholders: {
      ...organisationPlaceholders(),
      ...hubFactPlaceholders(),
      ...externalLinkPlaceholders(),
      ...retentionPlaceholders,
      ...choicePlaceholders(readTalentChoices()),
    },
  });
  const { members, ...heading } = people;
  return { ...page, people: { ...heading, people: teamMembers(members) } };
}

export type TalentPage = ReturnType<typeof readTalentPageFile>;

/** /talent: aspiring techies apply. */
export const readTalentPage = () => readTalentPageFile("hub/talent");
/** /hire: companies ask for talent. */
export const readHirePage = () => readTalentPageFile("hub/hire");

/** A form's fields with the choices each choice field offers. */
function withChoices<Fields extends Record<string, FieldCopy>>(
  fields: Fields,
  choices: TalentChoices,
): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([field, copy]) => [
      field,
      isChoiceField(field) ? { ...copy, choices: choices[talentChoiceFields[field]] } : copy,
    ]),
  ) as Fields;
}

export function readApplicationFormCopy(): ApplicationFormCopy {
  const copy = readSingleton("hub/application-form");
  return { ...copy, fields: withChoices(copy.fields, readTalentChoices()) };
}

export function readHiringRequestFormCopy(): HiringRequestFormCopy {
  const copy = readSingleton("hub/hiring-request-form");
  return { ...copy, fields: withChoices(copy.fields, readTalentChoices()) };
}

/** Every talent result page by the path it is prerendered at. */
export function readTalentResultPages(): [string, ResultPageView][] {
  const results = readSingleton("hub/talent-results", {
    placeholders: {
      ...organisationPlaceholders(),
    },
  });
  const copies = {
    application: readApplicationFormCopy(),
    "hiring-request": readHiringRequestFormCopy(),
  };

  const fieldSchemas = talentFieldsSchemas(readTalentChoices());

  function failedPage(form: TalentForm, failure: TalentFailure): ResultPageView {
    const actions = [results.forms[form].again, results.home];
    const backToForm = takesFile(form)
      ? `${results.backToForm} ${results.chooseFileAgain}`
      : results.backToForm;
    if (failure === "too-many-requests" || failure === "unavailable") {
      const page = failure === "unavailable" ? results.unavailable : results.tooManyRequests;
      return { outcome: "problem", ...page, body: [...page.body, backToForm], actions };
    }
    if (failure.startsWith("resume-")) {
      const problem = failure.slice("resume-".length) as ResumeProblem;
      return {
        outcome: "problem",
        eyebrow: resumeMessages[problem],
        title: results.resume[problem].title,
        body: [results.resume[problem].advice, backToForm],
        actions,
      };
    }
    const field = failure.slice("invalid-".length);
    const copy = (copies[form].fields as Record<string, FieldCopy>)[field];
    const schema = (fieldSchemas[form].shape as Record<string, z.core.$ZodType>)[field];
    if (!copy || !schema) throw new Error(`the ${form} form has no field ${field}`);
    return {
      outcome: "problem",
      eyebrow: results.invalidField.eyebrow,
      title: results.invalidField.title.replace("{label}", copy.label),
      body: [results.invalidField.advice, backToForm],
      actions,
      ruleMessages: {
        messages: ruleMessageList(schema),
        otherwise: results.invalidField.otherwise,
      },
    };
  }

  function sentPage(form: TalentForm): ResultPageView {
    const { sent } = results.forms[form];
    return {
      outcome: "done",
      eyebrow: sent.eyebrow,
      title: copies[form].sent.heading,
      body: [copies[form].sent.text, sent.closing],
      actions: [sent.back, results.home],
    };
  }

  return talentForms.flatMap((form) => [
    [talentSentPath(form), sentPage(form)] as [string, ResultPageView],
    ...talentFailures(form).map(
      (failure) =>
        [talentFailedPath(form, failure), failedPage(form, failure)] as [string, ResultPageView],
    ),
  ]);
}
