import { codevilleAboutFileSchema } from "./codeville-about.ts";
import { codevillePlaceholders } from "./codeville-placeholders.server.ts";
import { resolveStats } from "./hub-facts.server.ts";
import { loadEntry } from "./load.ts";

/** /codeville/about as the page receives it, the hub's figures filled in. */
export function readCodevilleAboutPage() {
  const { impact, ...page } = loadEntry(
    "codeville/about.yaml",
    codevilleAboutFileSchema,
    codevillePlaceholders,
  );
  return { ...page, impact: { ...impact, stats: resolveStats(impact.stats) } };
}
