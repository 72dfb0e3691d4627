/**
 * npm run bench:web: builds the site, serves it with the lead service, and on
 * every page of the build that search engines may list (or the public pages
 * BENCH_ROUTES names, e.g. a form's noindex result page):
 * - runs Lighthouse 12 (mobile, simulated throttling, Debian's Chromium)
 *   BENCH_RUNS times (3) on the page and on its "limit" copy (scripts removed,
 *   CSS inlined, compressed as the page is);
 * - loads it as often on a slow phone (scripts/bench/slow-phone.ts), timing first
 *   paint and the first tap on the hamburger that opens the menu.
 * Prints medians and writes bench-results/web.json.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumExecutable } from "../../tests/support/chromium.ts";
import { startServerProcess } from "../../tests/support/server-process.ts";
import { clientBuildDir } from "../build/build-dir.ts";
import { publicPages } from "../build/site-pages.ts";
import { writeLimitCopy } from "./limit-copy.ts";
import { measureOnSlowPhone, type SlowPhoneSample } from "./slow-phone.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const buildDir = ".builds/bench";
const siteDir = clientBuildDir(buildDir);

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

type Result = {
  route: Sample;
  limit: Sample;
  lcpRatio: number;
  /** Median milliseconds; menuUsable null when most loads never opened the menu. */
  slowPhone: { firstPaint: number; menuUsable: number | null };
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function summarise(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0] as Sample) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as Sample;
}

function summarisePhone(samples: SlowPhoneSample[]): Result["slowPhone"] {
  // A load on which the menu never opened ranks after every load on which it did.
  const menuUsable = median(samples.map((sample) => sample.menuUsable ?? Infinity));
  return {
    firstPaint: median(samples.map((sample) => sample.firstPaint)),
    menuUsable: Number.isFinite(menuUsable) ? menuUsable : null,
  };
}

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function lighthouseSample(url: string, port: number, origin: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
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
    if (!request.url.startsWith(origin)) continue;
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

/** Lighthouse medians of each page and of its limit copy. */
async function lighthouseFigures(origin: string, limitCopies: Map<string, string>) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: chromiumArgs,
  });
  const figures = new Map<string, Omit<Result, "slowPhone">>();
  try {
    for (const [route, limitAddress] of limitCopies) {
      const routeSamples: Sample[] = [];
      const limitSamples: Sample[] = [];
      for (let run = 0; run < runs; run += 1) {
        routeSamples.push(await lighthouseSample(`${origin}${route}`, chrome.port, origin));
        limitSamples.push(await lighthouseSample(`${origin}${limitAddress}`, chrome.port, origin));
      }
      const routeMedian = summarise(routeSamples);
      const limitMedian = summarise(limitSamples);
      figures.set(route, {
        route: routeMedian,
        limit: limitMedian,
        lcpRatio: routeMedian.lcp / limitMedian.lcp,
      });
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}

/** Slow-phone medians of each page, in a browser of its own after Lighthouse's has gone. */
async function slowPhoneFigures(origin: string, routes: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const figures = new Map<string, Result["slowPhone"]>();
  try {
    for (const route of routes) {
      const samples: SlowPhoneSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await measureOnSlowPhone(browser, `${origin}${route}`));
      }
      figures.set(route, summarisePhone(samples));
    }
  } finally {
    await browser.close();
  }
  return figures;
}

console.log("building into", buildDir);
// The very build that npm start serves, into its own folder.
execSync("npm run build", { stdio: "ignore", env: { ...process.env, BUILD_DIR: buildDir } });

const pages = publicPages(siteDir);
const chosen = process.env.BENCH_ROUTES?.split(",");
const unknown = chosen?.filter((route) => !pages.some((page) => page.path === route)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_ROUTES names no built page: ${unknown.join(", ")}`);
const benched = pages.filter((page) => (chosen ? chosen.includes(page.path) : !page.noindex));
// Written before the server starts: it indexes the site once, at start.
const limitCopies = new Map(benched.map((page) => [page.path, writeLimitCopy(siteDir, page)]));

const server = await startServerProcess({
  SITE_DIR: siteDir,
  SQLITE_PATH: join(buildDir, "bench.db"),
  DATABASE_URL: "",
});
const results: Record<string, Result> = {};
try {
  const lighthouseResults = await lighthouseFigures(server.url, limitCopies);
  const phoneResults = await slowPhoneFigures(server.url, [...limitCopies.keys()]);
  for (const [route, figures] of lighthouseResults) {
    const slowPhone = phoneResults.get(route);
    if (slowPhone) results[route] = { ...figures, slowPhone };
  }
} finally {
  await server.stop();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `\nLighthouse ${runs}× per page, mobile, simulated throttling; slow phone ${runs}× (medians; bytes gzip)`,
);
console.log(
  [
    "page",
    "score",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "HTML",
    "CSS",
    "JS",
    "LCP/limit",
    "phone FCP",
    "menu usable",
  ].join("\t"),
);
for (const [route, { route: r, limit: l, lcpRatio, slowPhone }] of Object.entries(results)) {
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
      ms(slowPhone.firstPaint),
      slowPhone.menuUsable === null ? "never" : ms(slowPhone.menuUsable),
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
      "",
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
