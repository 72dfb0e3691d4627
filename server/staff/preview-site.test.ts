import { expect, test } from "vitest";
import { previewPage, previewStylesheet } from "#server/staff/preview-site.ts";

const page = `<!doctype html><html><head><link rel="stylesheet" href="/assets/root.css"><link rel="modulepreload" href="/assets/entry.js"><link rel="preload" as="image" imagesrcset="/generated/a-160.avif 160w, /generated/a-320.avif 320w"></head><body class="x"><a href="/about">About</a> <a href="https://example.org/x">Out</a> <a href="#faq">FAQ</a><form action="/api/contact" method="post"></form><picture><source srcset="/generated/a-160.webp 160w, /generated/a-320.webp 320w"><img src="/generated/a-320.jpg" style="background:url(/images/bg.svg)"></picture><video poster="/images/p.jpg"></video><script type="module">import("/assets/entry.js")</script><script>window.__x = 1</script></body></html>`;

test("a preview page names the site's own files and pages under /preview/site, and leaves other addresses alone", () => {
  const html = previewPage(page, "<p>banner</p>");
  expect(html).toContain('href="/preview/site/assets/root.css"');
  expect(html).toContain('href="/preview/site/about"');
  expect(html).toContain('href="https://example.org/x"');
  expect(html).toContain('href="#faq"');
  expect(html).toContain('action="/preview/site/api/contact"');
  expect(html).toContain(
    'srcset="/preview/site/generated/a-160.webp 160w, /preview/site/generated/a-320.webp 320w"',
  );
  expect(html).toContain(
    'imagesrcset="/preview/site/generated/a-160.avif 160w, /preview/site/generated/a-320.avif 320w"',
  );
  expect(html).toContain('src="/preview/site/generated/a-320.jpg"');
  expect(html).toContain("url(/preview/site/images/bg.svg)");
  expect(html).toContain('poster="/preview/site/images/p.jpg"');
});

test("a preview page runs no script, asks not to be indexed, and says it is a preview", () => {
  const html = previewPage(page, "<p>banner</p>");
  expect(html).not.toMatch(/<script|modulepreload/);
  expect(html).toContain('<head><meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<body class="x"><p>banner</p>');
});

test("a preview stylesheet's fonts and pictures are the preview's", () => {
  expect(
    previewStylesheet("@font-face{src:url(/assets/f.woff2)}a{background:url('/images/x.svg')}"),
  ).toBe(
    "@font-face{src:url(/preview/site/assets/f.woff2)}a{background:url('/preview/site/images/x.svg')}",
  );
});

test("a photo's sources written as React names them (srcSet, imageSrcSet) are the preview's too", () => {
  const html = previewPage(
    '<html><head><link rel="preload" as="image" imageSrcSet="/generated/p-160.avif 160w"></head><body><img srcSet="/generated/p-160.avif 160w, /generated/p-320.avif 320w" src="/generated/p-320.jpg"></body></html>',
    "",
  );
  expect(html).toContain(
    'srcSet="/preview/site/generated/p-160.avif 160w, /preview/site/generated/p-320.avif 320w"',
  );
  expect(html).toContain('imageSrcSet="/preview/site/generated/p-160.avif 160w"');
});
