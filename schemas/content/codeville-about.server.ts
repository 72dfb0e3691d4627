import { codevilleAboutFileSchema } from "./codeville-about.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { resolveStats } from "./hub-facts.server.ts";
import { loadEntry } from "./load.ts";

/** /codeville/about as the page receives it, the hub's figures filled in. */
export function readCodevilleAboutPage() {
  const page = loadEntry("codeville/about.yaml", codevilleAboutFileSchema, codevillePlaceholders);
  return { ...page, impact: { ...page.impact, stats: resolveStats(page.impact.stats) } };
}
