import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { parse, stringify } from "yaml";
import { siteDate } from "../dates.ts";
import {
  readCallBanner,
  readIncubationPage,
  readInvestmentPage,
  readSpringboardPage,
  readStartupBoostPage,
  readStartzoneContext,
  readStartzoneHeader,
  readStartzoneNotFoundPage,
  readStartzoneOverviewPage,
} from "./pages.server.ts";

/**
 * Rules of the Startzone content, on a copy of the shipped content whose calls
 * each test sets: whatever the season, every page follows the call records.
 */
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "startzone-content-"));
  cpSync("content", root, { recursive: true });
  vi.stubEnv("CONTENT_DIR", root);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

type CallFields = { edition?: string; status: "open" | "closed"; closes?: string };

function setCall(file: string, fields: CallFields) {
  const target = path.join(root, "calls", file);
  const current = parse(readFileSync(target, "utf8")) as Record<string, unknown>;
  writeFileSync(target, stringify({ ...current, ...fields }));
}

const setStartupBoost = (fields: CallFields) => setCall("start-up-boost-2024.yaml", fields);

/** Every text the Startzone pages, the header, the not-found page and the banner show, for `today`. */
function allStartzoneText(today: string): string {
  const context = readStartzoneContext(today);
  const { programme: _startupBoost, ...startupBoost } = readStartupBoostPage(context);
  const { programme: _springboard, ...springboard } = readSpringboardPage(context);
  return JSON.stringify([
    readCallBanner(context),
    startupBoost,
    springboard,
    readStartzoneOverviewPage(context),
    readIncubationPage(context),
    readInvestmentPage(context),
    readStartzoneHeader(),
    readStartzoneNotFoundPage(context),
  ]);
}

test("every Startzone page and the banner load from the shipped content", () => {
  expect(() => allStartzoneText("2026-11-25")).not.toThrow();
});

test("an open call shows its form on the button, the banner and the call section", () => {
  setStartupBoost({ edition: "2031", status: "open", closes: "2031-03-31" });
  const context = readStartzoneContext("2031-01-10");
  const page = readStartupBoostPage(context);
  const banner = readCallBanner(context);
  expect(page.button).toMatchObject({ open: true, link: banner?.applyLink });
  expect(page.call).toEqual(banner);
  expect(banner?.headline).toContain("2031");
  expect(banner?.details.moreLink).toContain(`#${page.callAnchor}`);
  expect(readStartzoneOverviewPage(context).callToAction.ctas?.[0]?.link).toBe(banner?.applyLink);
});

test("the not-found page's suggestion of Startup Boost follows its call", () => {
  setStartupBoost({ edition: "2031", status: "open", closes: "2031-03-31" });
  const suggestions = (today: string) =>
    JSON.stringify(readStartzoneNotFoundPage(readStartzoneContext(today)).suggestions);
  expect(suggestions("2031-01-10")).toContain("2031");
  setStartupBoost({ edition: "2031", status: "closed" });
  expect(suggestions("2031-01-10")).not.toContain("2031");
});

test("a closed call has no banner, a disabled button and no link to its form anywhere", () => {
  setStartupBoost({ status: "closed" });
  const context = readStartzoneContext("2026-11-25");
  expect(readCallBanner(context)).toBeNull();
  const page = readStartupBoostPage(context);
  expect(page.button.open).toBe(false);
  expect(page.call).toBeNull();
  expect(allStartzoneText("2026-11-25")).not.toContain("forms.gle/startup-boost");
});

test("a call past its closing date is closed by the build of the next day", () => {
  setStartupBoost({ edition: "2027", status: "open", closes: "2027-03-31" });
  expect(readStartupBoostPage(readStartzoneContext("2027-03-31")).button.open).toBe(true);
  expect(readStartupBoostPage(readStartzoneContext("2027-04-01")).button.open).toBe(false);
  expect(readCallBanner(readStartzoneContext("2027-04-01"))).toBeNull();
});

test("an open call with a closing date names that date on its page, banner and FAQ answer", () => {
  setStartupBoost({ edition: "2027", status: "open", closes: "2027-03-31" });
  const context = readStartzoneContext("2027-02-01");
  const date = siteDate("2027-03-31");
  expect(JSON.stringify(readStartupBoostPage(context).page)).toContain(date);
  expect(JSON.stringify(readCallBanner(context)?.details.facts)).toContain(date);
  const faq = readStartzoneOverviewPage(context).faq.items.map((item) => item.answer);
  expect(JSON.stringify(faq)).toContain(date);
});

test("an edition is written once: the pages name the call's edition and no other", () => {
  setStartupBoost({ edition: "2031", status: "open", closes: "2031-03-31" });
  const text = allStartzoneText("2031-01-10");
  expect(text).toContain("2031");
  expect(text).not.toMatch(/Startup Boost,? 2024/);
});

test("Springboard's page follows its own call: the button opens once the call does", () => {
  expect(readSpringboardPage(readStartzoneContext("2026-11-25")).button.open).toBe(false);
  const target = path.join(root, "calls", "springboard-2024.yaml");
  writeFileSync(
    target,
    stringify({
      programme: "springboard",
      edition: "2026",
      status: "open",
      closes: "2026-12-31",
      applyUrl: "https://forms.example/springboard",
    }),
  );
  expect(readSpringboardPage(readStartzoneContext("2026-11-25")).button).toEqual({
    open: true,
    label: expect.any(String),
    link: "https://forms.example/springboard",
    external: true,
  });
});

test("both programmes select founders in the same steps", () => {
  const context = readStartzoneContext("2026-11-25");
  expect(readSpringboardPage(context).page.steps).toEqual(readStartupBoostPage(context).page.steps);
});
