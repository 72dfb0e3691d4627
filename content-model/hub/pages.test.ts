import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { parse, stringify } from "yaml";
import { siteDate } from "../dates.ts";
import { readContactDetails } from "../site/contact-details.server.ts";
import { readIdentity } from "../site/identity.server.ts";
import { phoneHref, whatsappHref } from "../site/identity.ts";
import { readHubFacts } from "./facts.server.ts";
import { readAboutPage, readContactPage, readHomePage, readTechHubPage } from "./pages.server.ts";
import { readTeam } from "./people.server.ts";

const hubFacts = readHubFacts();
const identity = readIdentity();

/**
 * Rules of the hub's pages, on a copy of the shipped content: facts are
 * written once in their records and every page follows them.
 */
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "hub-content-"));
  cpSync("content", root, { recursive: true });
  vi.stubEnv("CONTENT_DIR", root);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

function editYaml(file: string, change: (data: Record<string, unknown>) => void) {
  const target = path.join(root, file);
  const data = parse(readFileSync(target, "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(target, stringify(data));
}

const placeholderLeft = /\{[A-Za-z]\w*\.[A-Za-z]\w*\}/;

test("every hub page fills each placeholder from its record", () => {
  for (const page of [readHomePage(), readTechHubPage(), readAboutPage(), readContactPage()]) {
    expect(JSON.stringify(page)).not.toMatch(placeholderLeft);
  }
});

test("the home page's figures are the hub's facts", () => {
  const stats = readHomePage().impact.stats;
  expect(stats).toEqual([
    hubFacts.trained,
    hubFacts.startups,
    hubFacts.incubated,
    hubFacts.children,
  ]);
});

test("the about page shows the team collection, in order", () => {
  expect(readAboutPage().team.people).toEqual(readTeam());
});

test("the hub's page files name the organisation by placeholder, never retype it", () => {
  for (const file of ["hub/home.yaml", "hub/tech-hub.yaml", "hub/about.yaml", "hub/contact.yaml"]) {
    const source = readFileSync(path.join(root, file), "utf8");
    expect(source, file).not.toContain(identity.name);
    expect(source, file).toContain("{organisation.name}");
  }
  expect(readHomePage().seo.title).toContain(identity.name);
});

test("the home page's Startzone card follows the Startup Boost call", () => {
  const cardPoints = (today: string) =>
    readHomePage(today).programmes.cards.find((card) => card.brand === "startzone")?.points ?? [];
  editYaml("calls/start-up-boost-2024.yaml", (data) => {
    data.status = "open";
    data.edition = "2031";
    data.closes = "2031-03-31";
  });
  expect(cardPoints("2026-11-25").join(" ")).toContain(siteDate("2031-03-31"));
  editYaml("calls/start-up-boost-2024.yaml", (data) => {
    data.status = "closed";
  });
  expect(cardPoints("2026-11-25").join(" ")).not.toContain(siteDate("2031-03-31"));
});

test("the contact details are the organisation's, as links", () => {
  const rows = Object.fromEntries(readContactDetails().rows.map((row) => [row.kind, row]));
  expect(rows.email?.href).toBe(`mailto:${identity.email}`);
  expect(rows.phone).toMatchObject({ text: identity.phone, href: phoneHref(identity.phone) });
  expect(rows.whatsapp?.href).toBe(whatsappHref(identity.whatsapp));
  expect(rows.location?.href).toBe(identity.mapLink);
  expect(rows.hours?.text).toBe(identity.workHours);
});
