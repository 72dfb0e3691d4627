import { mailingListActionPages } from "#schemas/form-posts.ts";
import { readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import type { MailLinkPage } from "./mail-link-pages.ts";

/** Each page the mailing list's links open, by the path it is prerendered at. */
export function readMailLinkPagesByPath(): ReadonlyMap<string, MailLinkPage> {
  const pages = readSingleton("site/mail-link-pages", { placeholders: organisationPlaceholders() });
  return new Map(
    (Object.keys(mailingListActionPages) as (keyof typeof mailingListActionPages)[]).map((key) => [
      mailingListActionPages[key],
      pages[key],
    ]),
  );
}
