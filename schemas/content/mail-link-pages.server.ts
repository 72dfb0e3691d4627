import { mailingListActionPages } from "#schemas/form-posts.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import { loadEntry } from "./load.ts";
import { type MailLinkPage, mailLinkPagesSchema } from "./mail-link-pages.ts";

/** Each page the mailing list's links open, by the path it is prerendered at. */
export function readMailLinkPagesByPath(): ReadonlyMap<string, MailLinkPage> {
  const pages = loadEntry(
    "site/mail-link-pages.yaml",
    mailLinkPagesSchema,
    organisationPlaceholders,
  );
  return new Map(
    (Object.keys(mailingListActionPages) as (keyof typeof mailingListActionPages)[]).map((key) => [
      mailingListActionPages[key],
      pages[key],
    ]),
  );
}
