import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { extname, join, sep } from "node:path";
import send from "@fastify/send";
import type { FastifyInstance, FastifyReply } from "fastify";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import type { PreviewFolders } from "#server/publish/preview-folders.ts";
import { sendShell } from "#server/staff/staff-ui.ts";

/** Where the preview's pages are on the staff host: /preview/site/about is /about, as saved. */
export const previewSitePrefix = "/preview/site";

/**
 * The preview's pages may show pictures, styles, fonts and videos of the
 * staff host, and nothing else: no script runs (the pages are read as they
 * are before hydration), no form posts, nothing frames them. Why not the
 * site's scripts too: docs/decisions/179-preview-runs-no-script.md.
 */
export const previewContentSecurityPolicy = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "media-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const localUrl = /^\/(?!\/)/;
const prefixed = (url: string) => (localUrl.test(url) ? `${previewSitePrefix}${url}` : url);

/** A page of the built site, made to be read under the preview's prefix: its own links and files, no scripts. */
export function previewPage(html: string, banner: string): string {
  return (
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
      // Attribute names in any case: React writes srcSet and imageSrcSet as it names them.
      .replace(
        /\b(href|src|action|poster)="([^"]*)"/gi,
        (_, name: string, url: string) => `${name}="${prefixed(url)}"`,
      )
      .replace(/\b(srcset|imagesrcset)="([^"]*)"/gi, (_, name: string, list: string) => {
        const candidates = list.split(",").map((candidate) => {
          const [url = "", ...rest] = candidate.trim().split(/\s+/);
          return [prefixed(url), ...rest].join(" ");
        });
        return `${name}="${candidates.join(", ")}"`;
      })
      .replace(/url\((['"]?)\//g, `url($1${previewSitePrefix}/`)
      .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
      .replace(/<body([^>]*)>/i, `<body$1>${banner}`)
  );
}

/** A stylesheet of the built site, its own files named under the preview's prefix. */
export function previewStylesheet(css: string): string {
  return css.replace(/url\((['"]?)\//g, `url($1${previewSitePrefix}/`);
}

function banner(builtAt: string): string {
  const when = lagosTimeInWords(builtAt);
  const style =
    "position:sticky;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:space-between;padding:.6rem 1rem;background:#1f1147;color:#fff;font:600 15px/1.4 system-ui,sans-serif";
  // What runs no script says so once, under the band, where it scrolls away: the band stays short on a phone.
  const noScripts =
    "padding:.4rem 1rem .6rem;background:#1f1147;color:#fff;font:400 14px/1.4 system-ui,sans-serif";
  return `<div role="note" style="${style}"><span>Preview of the saved content (${when}): visitors do not see this.</span><a href="/publish" style="color:#fff;text-decoration:underline">Back to Publish</a></div><p style="${noScripts}">${previewWithoutScripts}</p>`;
}

/** Why some parts of a page stand still here (docs/decisions/179-preview-runs-no-script.md). */
export const previewWithoutScripts =
  "The preview shows each page as it is before its scripts run: tabs show their first tab, changing pictures stay on their first one and forms do not send. On the website they all work.";

/**
 * GET /preview/site/*: the newest preview (server/publish/preview-folders.ts)
 * for editors and admins only, behind the guard like every staff page, with
 * noindex (the staff app sends X-Robots-Tag on every answer too). The public
 * host never serves it.
 */
export async function previewSite(
  app: FastifyInstance,
  options: {
    previews: PreviewFolders;
    /** The staff UI's shell (server/staff/staff-ui.ts), null when it is not built. */
    shell: string | null;
  },
) {
  const { previews, shell } = options;
  const route = { config: { roles: ["editor", "admin"] as const, page: true } };

  /**
   * A page the preview does not have: the staff UI draws the answer in its
   * own frame, with the way back to the entry and to Publish
   * (staff/pages/preview-missing-page.tsx), under the staff pages' policy.
   */
  function notHere(reply: FastifyReply) {
    return sendShell(reply.code(404), shell);
  }

  async function serve(path: string, reply: FastifyReply) {
    const info = previews.current();
    if (info === null || !previews.has()) return notHere(reply);
    const root = realpathSync(previews.siteDir);
    const steps = path.split("/").filter(Boolean);
    if (
      steps.some(
        (step) => step === ".." || step === "." || step.includes("\\") || step.includes("\0"),
      )
    ) {
      return notHere(reply);
    }
    let file = join(root, ...steps);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file) || !realpathSync(file).startsWith(root + sep)) return notHere(reply);
    reply.header("cache-control", "no-store");
    if (extname(file) === ".html") {
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", previewContentSecurityPolicy)
        .send(previewPage(readFileSync(file, "utf8"), banner(info.builtAt)));
    }
    if (extname(file) === ".css") {
      return reply
        .type("text/css; charset=utf-8")
        .send(previewStylesheet(readFileSync(file, "utf8")));
    }
    return reply
      .type(send.mime.getType(file) ?? "application/octet-stream")
      .send(createReadStream(file));
  }

  app.get(previewSitePrefix, route, (_request, reply) => serve("/", reply));
  // The router hands the path decoded once; it is not decoded again.
  app.get(`${previewSitePrefix}/*`, route, (request, reply) =>
    serve((request.params as { "*": string })["*"], reply),
  );
}
