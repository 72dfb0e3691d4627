import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type StaticSiteOptions, staticSite } from "./static-site.ts";

const inlineScript = "window.__ctx = {a: 1};";
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${inlineScript}</script><script type="module" src="/assets/app-1a2b.js"></script></head><body><h1>${title}</h1></body></html>`;

/** Bytes that differ at every offset, so a wrong range cannot pass for the right one. */
const video = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7 + 3) % 251));

const aboutData = `[{"_1":2},"routes/hub/about",${JSON.stringify("about ".repeat(400))}]`;

let siteDir: string;
let app: ReturnType<typeof Fastify>;

/** The plugin as server/app.ts registers it: after the rate limiter, on the root. */
async function siteServer(options: Partial<StaticSiteOptions> = {}) {
  const server = Fastify({ logger: false });
  await server.register(rateLimit, { global: false });
  await server.register(staticSite, {
    siteDir,
    connectSources: ["https://api.example.org"],
    ...options,
  });
  return server;
}

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), "site-"));
  for (const [path, body] of Object.entries({
    "index.html": page("Home"),
    "about/index.html": page("About"),
    "404/index.html": page("Not found"),
    "codeville/404/index.html": page("Kids not found"),
    "codeville/index.html": page("Codeville"),
    "codeville/old/index.html":
      '<!doctype html><head><title>Redirecting to: /codeville</title><meta http-equiv="refresh" content="2; url=/codeville"><meta name="robots" content="noindex"></head><body></body></html>',
    "__spa-fallback.html": page("Fallback"),
    "assets/app-1a2b.js": "console.log('app')".repeat(100),
    "robots.txt": "User-agent: *",
    "contact/index.html": "<!doctype html><title>Contact</title><h1>Contact</h1>",
    "about.data": aboutData,
    "_.data": '[{"_1":2},"routes/hub/home"]',
    "404.data": '[{"_1":2},"routes/hub/not-found"]',
  })) {
    mkdirSync(join(siteDir, path, ".."), { recursive: true });
    writeFileSync(join(siteDir, path), body);
  }
  mkdirSync(join(siteDir, "media"));
  writeFileSync(join(siteDir, "media/clip.mp4"), video);
  writeFileSync(
    join(siteDir, "assets/app-1a2b.js.br"),
    brotliCompressSync("console.log('app')".repeat(100)),
  );
  writeFileSync(join(siteDir, "assets/app-1a2b.js.gz"), gzipSync("console.log('app')".repeat(100)));
  writeFileSync(join(siteDir, "about.data.br"), brotliCompressSync(aboutData));
  app = await siteServer();
});

afterAll(async () => {
  await app.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test("a page is served with no-cache and a CSP allowing exactly its inline scripts", async () => {
  const response = await app.inject({ method: "GET", url: "/" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-cache");
  const hash = createHash("sha256").update(inlineScript).digest("base64");
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
  expect(csp.split(";").find((part) => part.includes("script-src"))).not.toContain("unsafe-inline");
});

test("/about and /about/ are the same page; /About is not found", async () => {
  const plain = await app.inject({ method: "GET", url: "/about" });
  const slash = await app.inject({ method: "GET", url: "/about/" });
  expect(plain.body).toContain("<h1>About</h1>");
  expect(slash.body).toBe(plain.body);
  const upper = await app.inject({ method: "GET", url: "/About" });
  expect(upper.statusCode).toBe(404);
  expect(upper.body).toContain("<h1>Not found</h1>");
});

test("hashed assets are immutable for a year and sent as brotli when accepted", async () => {
  const response = await app.inject({
    method: "GET",
    url: "/assets/app-1a2b.js",
    headers: { "accept-encoding": "gzip, br" },
  });
  expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers["content-encoding"]).toBe("br");
  const identity = await app.inject({ method: "GET", url: "/assets/app-1a2b.js" });
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(identity.body).toContain("console.log");
});

test("a revalidation with the page's ETag gets 304", async () => {
  const first = await app.inject({ method: "GET", url: "/about" });
  const again = await app.inject({
    method: "GET",
    url: "/about",
    headers: { "if-none-match": String(first.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
});

test("the SPA fallback and unknown /api paths are never served as pages", async () => {
  expect((await app.inject({ method: "GET", url: "/__spa-fallback.html" })).statusCode).toBe(404);
  const api = await app.inject({ method: "GET", url: "/api/nothing" });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ error: "Not Found" });
});

test("the policy locks down everything else and allows the configured endpoints", async () => {
  const csp = String(
    (await app.inject({ method: "GET", url: "/" })).headers["content-security-policy"],
  );
  for (const directive of [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https://api.example.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  const contact = await app.inject({ method: "GET", url: "/contact/" });
  expect(contact.headers["content-security-policy"]).toContain("script-src 'self';");
});

test("gzip is sent to clients without brotli, with an ETag of its own", async () => {
  const gzip = await app.inject({
    method: "GET",
    url: "/assets/app-1a2b.js",
    headers: { "accept-encoding": "gzip" },
  });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gzip.headers.vary).toBe("Accept-Encoding");
  const identity = await app.inject({ method: "GET", url: "/assets/app-1a2b.js" });
  expect(gzip.headers.etag).not.toBe(identity.headers.etag);
});

test("unhashed files get a short public cache", async () => {
  const robots = await app.inject({ method: "GET", url: "/robots.txt" });
  expect(robots.statusCode).toBe(200);
  expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  expect(robots.headers["content-security-policy"]).toBeUndefined();
});

test("unknown pages, and /404 itself, answer 404 with the designed page, uncached", async () => {
  for (const url of ["/nowhere", "/404", "/404/", "/about/nested/deeper"]) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<h1>Not found</h1>");
  }
});

test("an unknown path under a section with its own not-found page gets that page, with 404", async () => {
  for (const url of ["/codeville/nowhere", "/codeville/404", "/codeville/a/b"]) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(404);
    expect(response.body).toContain("<h1>Kids not found</h1>");
  }
  expect((await app.inject({ method: "GET", url: "/codeville" })).body).toContain(
    "<h1>Codeville</h1>",
  );
  expect((await app.inject({ method: "GET", url: "/codevillex" })).body).toContain(
    "<h1>Not found</h1>",
  );
});

test("a prerendered redirect page is answered with a 301 to its target", async () => {
  for (const url of ["/codeville/old", "/codeville/old/"]) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(301);
    expect(response.headers.location).toBe("/codeville");
  }
});

test("HEAD works for pages; other methods on unknown paths get a JSON 404", async () => {
  const head = await app.inject({ method: "HEAD", url: "/about" });
  expect(head.statusCode).toBe(200);
  const post = await app.inject({ method: "POST", url: "/nowhere", payload: {} });
  expect(post.statusCode).toBe(404);
  expect(post.json()).toMatchObject({ error: "Not Found" });
});

async function encodingFor(acceptEncoding: string, url = "/assets/app-1a2b.js") {
  const response = await app.inject({
    method: "GET",
    url,
    headers: { "accept-encoding": acceptEncoding },
  });
  return response.headers["content-encoding"] ?? "identity";
}

test("Accept-Encoding weights are honoured: q=0 refuses a coding, the highest q wins", async () => {
  expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
  expect(await encodingFor("gzip, br;q=0")).toBe("gzip");
  expect(await encodingFor("br;q=0, gzip;q=0")).toBe("identity");
  expect(await encodingFor("gzip;q=0")).toBe("identity");
  expect(await encodingFor("gzip;q=0.8, br;q=0.5")).toBe("gzip");
  expect(await encodingFor("BR;Q=0.2, gzip;q=0.1")).toBe("br");
});

test("brotli is preferred to gzip at equal weight; * is answered with a coding", async () => {
  expect(await encodingFor("gzip, br")).toBe("br");
  expect(await encodingFor("gzip;q=0.5, br;q=0.5")).toBe("br");
  expect(await encodingFor("*")).not.toBe("identity");
  expect(await encodingFor("br;q=0, *")).toBe("gzip");
});

test("a file without a copy in the accepted coding goes out plain", async () => {
  // robots.txt has no compressed copy; the route data has brotli only.
  expect(await encodingFor("br, gzip", "/robots.txt")).toBe("identity");
  expect(await encodingFor("gzip", "/about.data")).toBe("identity");
});

test("a range request for a video answers 206 with exactly the bytes asked for", async () => {
  const response = await app.inject({
    method: "GET",
    url: "/media/clip.mp4",
    headers: { range: "bytes=100-199", "accept-encoding": "gzip, br" },
  });
  expect(response.statusCode).toBe(206);
  expect(response.headers["content-type"]).toBe("video/mp4");
  expect(response.headers["content-range"]).toBe(`bytes 100-199/${video.length}`);
  expect(response.rawPayload.equals(video.subarray(100, 200))).toBe(true);
  const whole = await app.inject({ method: "GET", url: "/media/clip.mp4" });
  expect(whole.headers["accept-ranges"]).toBe("bytes");
  const beyond = await app.inject({
    method: "GET",
    url: "/media/clip.mp4",
    headers: { range: `bytes=${video.length}-` },
  });
  expect(beyond.statusCode).toBe(416);
});

test("a page is revalidated: no-cache, with an ETag and a Last-Modified that answer 304", async () => {
  const first = await app.inject({ method: "GET", url: "/about/" });
  expect(first.headers["cache-control"]).toBe("no-cache");
  expect(first.headers.etag).toBeTruthy();
  const lastModified = String(first.headers["last-modified"]);
  expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
  const since = await app.inject({
    method: "GET",
    url: "/about/",
    headers: { "if-modified-since": lastModified },
  });
  expect(since.statusCode).toBe(304);
});

test("the not-found page is sent whole even to a revalidation", async () => {
  const response = await app.inject({
    method: "GET",
    url: "/nowhere",
    headers: { "if-none-match": "*", "if-modified-since": new Date().toUTCString() },
  });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain("<h1>Not found</h1>");
});

test("compressed copies are not addresses of their own", async () => {
  for (const url of ["/assets/app-1a2b.js.br", "/assets/app-1a2b.js.gz", "/about.data.br"]) {
    expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
  }
});

test("route data for client navigation is served at the addresses React Router asks for", async () => {
  const plain = await app.inject({
    method: "GET",
    url: "/about.data?_routes=routes%2Fhub%2Fabout",
  });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers["content-type"]).toMatch(/^text\/x-script(;|$)/);
  expect(plain.headers["cache-control"]).toBe("no-cache");
  expect(plain.body).toBe(aboutData);
  // With trailing-slash-aware data requests, /about/ asks for /about/_.data.
  const slash = await app.inject({ method: "GET", url: "/about/_.data" });
  expect(slash.statusCode).toBe(200);
  expect(slash.body).toBe(aboutData);
  const home = await app.inject({ method: "GET", url: "/_.data" });
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain("routes/hub/home");
});

test("route data goes out compressed when the build compressed it", async () => {
  const response = await app.inject({
    method: "GET",
    url: "/about.data",
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  expect(response.headers["content-encoding"]).toBe("br");
  expect(response.headers.vary).toBe("Accept-Encoding");
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(aboutData);
});

test("unknown route data and the not-found page's data are a JSON 404, not a page", async () => {
  for (const url of ["/nowhere.data", "/404.data", "/nowhere/_.data"]) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(404);
    expect(response.json(), url).toMatchObject({ error: "Not Found" });
  }
});

test("a flood of unknown paths is rate limited; pages and assets never are", async () => {
  const limited = await siteServer({ notFoundRateLimit: { max: 3, timeWindowMs: 60_000 } });
  try {
    for (const url of ["/wp-admin", "/.env", "/backup.zip"]) {
      expect((await limited.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    expect((await limited.inject({ method: "GET", url: "/phpmyadmin" })).statusCode).toBe(429);
    expect((await limited.inject({ method: "POST", url: "/xmlrpc.php" })).statusCode).toBe(429);
    expect((await limited.inject({ method: "GET", url: "/api/nothing" })).statusCode).toBe(429);
    for (let load = 0; load < 10; load += 1) {
      expect((await limited.inject({ method: "GET", url: "/about" })).statusCode).toBe(200);
      expect((await limited.inject({ method: "GET", url: "/assets/app-1a2b.js" })).statusCode).toBe(
        200,
      );
    }
  } finally {
    await limited.close();
  }
});

test("a site folder given as a link keeps serving the build it indexed after the link moves", async () => {
  const releases = mkdtempSync(join(tmpdir(), "releases-"));
  const build = (name: string, title: string) => {
    mkdirSync(join(releases, name, "about"), { recursive: true });
    writeFileSync(join(releases, name, "about/index.html"), page(title));
  };
  build("one", "First build");
  build("two", "Second build");
  symlinkSync(join(releases, "one"), join(releases, "current"));
  const pinned = await siteServer({ siteDir: join(releases, "current") });
  try {
    symlinkSync(join(releases, "two"), join(releases, "next"));
    renameSync(join(releases, "next"), join(releases, "current"));
    const answer = await pinned.inject({ method: "GET", url: "/about" });
    expect(answer.body).toContain("<h1>First build</h1>");
  } finally {
    await pinned.close();
    rmSync(releases, { recursive: true, force: true });
  }
});
