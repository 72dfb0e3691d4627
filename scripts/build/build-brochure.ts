/**
 * Build step (scripts/build/site-build-steps.ts, step "finish"): writes the Codeville brochure
 * PDF into the built site, at the stable URL /downloads/codeville-brochure.pdf;
 * the lead service attaches the same file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildBrochurePdf } from "./brochure-pdf.ts";

export async function writeBrochure(siteDir: string): Promise<void> {
  const directory = join(siteDir, "downloads");
  mkdirSync(directory, { recursive: true });
  const bytes = await buildBrochurePdf();
  const path = join(directory, "codeville-brochure.pdf");
  writeFileSync(path, bytes);
  console.log(`brochure: ${path} (${(bytes.length / 1024).toFixed(1)} KiB)`);
}
