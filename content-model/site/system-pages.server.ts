import { readSingleton } from "../read.server.ts";
import { organisationPlaceholders } from "./identity.server.ts";
import type { NotFoundPage, SystemPage } from "./system-pages.ts";

/** The page shown when rendering throws. */
export function readUnexpectedErrorPage(): SystemPage {
  return readSingleton("site/error-page", { placeholders: organisationPlaceholders() });
}

/** The main section's not-found page. */
export function readMainNotFoundPage(): NotFoundPage {
  return readSingleton("site/not-found", { placeholders: organisationPlaceholders() });
}
