import { readSingleton } from "../read.server.ts";

/** The lead forms' words: every page's footer shows the signup. */
export function readLeadForms(root?: string) {
  return readSingleton("site/lead-forms", { root, shared: true });
}
