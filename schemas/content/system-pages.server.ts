import { organisationPlaceholders } from "./identity.server.ts";
import { loadEntry } from "./load.ts";
import {
  type NotFoundPage,
  notFoundPageSchema,
  type SystemPage,
  systemPageSchema,
} from "./system-pages.ts";

/** The page shown when rendering throws. */
export function readUnexpectedErrorPage(): SystemPage {
  return loadEntry("site/error-page.yaml", systemPageSchema, organisationPlaceholders);
}

/** The main section's not-found page. */
export function readMainNotFoundPage(): NotFoundPage {
  return loadEntry("site/not-found.yaml", notFoundPageSchema, organisationPlaceholders);
}
