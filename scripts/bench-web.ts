/**
 * npm run bench:web: builds the site, serves it with the lead service, and runs
 * Lighthouse 12 (mobile, simulated throttling, Debian's Chromium) three times
 * on each prerendered route and on its "limit" copy (scripts removed, CSS
 * inlined). Prints medians and writes bench-results/web.json.
 */
import { execSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "./chromium.ts";
import { limitCopy } from "./limit-copy.ts";
import { startServerProcess } from "./server-process.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = process.env.BENCH_ROUTES?.split(",") ?? ["/", "/about", "/contact", "/tech-hub"];
const buildDir = ".builds/bench";
const siteDir = join(buildDir, "client");
const limitPrefix = "/__limit";

type Sample = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  html: number;
  css: number;
  js: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function pagePath(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

console.log("building into", buildDir);
// The very build that npm start serves, into its own folder.
execSync("npm run build", { stdio: "ignore", env: { ...process.env, BUILD_DIR: buildDir } });
for (const route of routes) {
  const target = join(siteDir, limitPrefix.slice(1), pagePath(route));
  mkdirSync(join(target, ".."), { recursive: true });
  writeFileSync(target, limitCopy(readFileSync(join(siteDir, pagePath(route)), "utf8"), siteDir));
}

const server = await startServerProcess({
  SITE_DIR: siteDir,
  SQLITE_PATH: join(buildDir, "bench.db"),
  DATABASE_URL: "",
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: chromiumArgs,
});

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function measure(url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const requests =
    (
      audits["network-requests"]?.details as
        | { items?: { url: string; resourceType?: string }[] }
        | undefined
    )?.items ?? [];
  const bytes = { html: 0, css: 0, js: 0 };
  for (const request of requests) {
    if (!request.url.startsWith(server.url)) continue;
    const kind =
      request.resourceType === "Document"
        ? "html"
        : request.resourceType === "Stylesheet"
          ? "css"
          : request.resourceType === "Script"
            ? "js"
            : null;
    if (kind) bytes[kind] += await gzipBytes(request.url);
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits["first-contentful-paint"]?.numericValue ?? 0,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    ...bytes,
  };
}

function summarise(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0] as Sample) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as Sample;
}

const results: Record<string, { route: Sample; limit: Sample; lcpRatio: number }> = {};
try {
  for (const route of routes) {
    const routeSamples: Sample[] = [];
    const limitSamples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      routeSamples.push(await measure(`${server.url}${route}`));
      limitSamples.push(await measure(`${server.url}${limitPrefix}${route === "/" ? "/" : route}`));
    }
    const routeMedian = summarise(routeSamples);
    const limitMedian = summarise(limitSamples);
    results[route] = {
      route: routeMedian,
      limit: limitMedian,
      lcpRatio: routeMedian.lcp / limitMedian.lcp,
    };
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(`\nLighthouse ${runs}× per page, mobile, simulated throttling (medians; bytes gzip)`);
console.log(
  ["page", "score", "FCP", "LCP", "TBT", "CLS", "HTML", "CSS", "JS", "LCP/limit"].join("\t"),
);
for (const [route, { route: r, limit: l, lcpRatio }] of Object.entries(results)) {
  console.log(
    [
      route,
      r.score,
      ms(r.fcp),
      ms(r.lcp),
      ms(r.tbt),
      r.cls.toFixed(3),
      kb(r.html),
      kb(r.css),
      kb(r.js),
      lcpRatio.toFixed(2),
    ].join("\t"),
  );
  console.log(
    [
      `${route} (limit)`,
      l.score,
      ms(l.fcp),
      ms(l.lcp),
      ms(l.tbt),
      l.cls.toFixed(3),
      kb(l.html),
      kb(l.css),
      kb(l.js),
      "",
    ].join("\t"),
  );
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/web.json",
  `${JSON.stringify({ runs, measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
console.log("\nwritten to bench-results/web.json");
