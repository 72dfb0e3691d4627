import { readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import type { WaitlistMails } from "./waitlist-mails.ts";

/**
 * The waitlist mails' words in a content folder (by default the one being
 * built), the organisation's details filled in from the same folder's.
 */
export function readWaitlistMails(root?: string): WaitlistMails {
  return readSingleton("site/waitlist-mails", {
    root,
    placeholders: organisationPlaceholders(root),
  });
}
