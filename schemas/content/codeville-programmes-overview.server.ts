import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { programmesOverviewFileSchema } from "./codeville-programmes-overview.ts";
import { loadEntry } from "./load.ts";

/** /codeville/programmes' own words, around the programme cards. */
export function readProgrammesOverview() {
  return loadEntry(
    "codeville/programmes-overview.yaml",
    programmesOverviewFileSchema,
    codevillePlaceholders,
  );
}
