import { resolveStats } from "../hub/facts.server.ts";
import { readSingleton } from "../read.server.ts";
import { codevillePlaceholders } from "./placeholders.server.ts";

/** /codeville/about as the page receives it, the hub's figures filled in. */
export function readCodevilleAboutPage() {
  const page = readSingleton("codeville/about", { placeholders: codevillePlaceholders() });
  return { ...page, impact: { ...page.impact, stats: resolveStats(page.impact.stats) } };
}
