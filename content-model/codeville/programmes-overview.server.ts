import { readSingleton } from "../read.server.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

/** /codeville/programmes' own words, around the programme cards. */
export function readProgrammesOverview() {
  return readSingleton("codeville/programmes-overview", { placeholders: codevillePlaceholders() });
}
