import { readIdentity } from "#content-model/site/identity.server.ts";
import { readLeadForms } from "#content-model/site/lead-forms.server.ts";
import { readSiteFooter } from "#content-model/site/navigation.server.ts";
import type { FrameContent } from "./page-frame.tsx";

/**
 * What every layout's loader hands the page frame: the shared footer, the
 * logo's words and the signup form. Read at prerender only (a `.server`
 * module), so the words reach the browser as data, never as code.
 */
export function frameContent(): FrameContent {
  return {
    footer: readSiteFooter(),
    logoWords: readIdentity().logoWords,
    mailingListForm: readLeadForms().mailingList,
  };
}
