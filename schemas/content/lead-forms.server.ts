import { leadFormsSchema } from "./lead-forms.ts";
import { loadEntry } from "./load.ts";

/** The lead forms' words, read once per process: every page's footer shows the signup. */
export const leadForms = loadEntry("site/lead-forms.yaml", leadFormsSchema);
