import { expect, test } from "vitest";
import { kidsCardApply, kidsProgrammeApply } from "../calls/calls.server.ts";
import { readHubFacts } from "../hub/facts.server.ts";
import { readIdentity } from "../site/identity.server.ts";
import { addressLines } from "../site/identity.ts";
import { readCodevilleAboutPage } from "./about.server.ts";
import { readBrochureForm, readBrochurePage } from "./brochure.server.ts";
import { readReviews } from "./children.server.ts";
import { readComponentsPage } from "./components.server.ts";
import { readCodevilleContactPage } from "./contact.server.ts";
import { readFaqGroup } from "./faqs.server.ts";
import { readFunActivities } from "./fun-activities.server.ts";
import {
  readGalleryCopy,
  readJuniorAcademyGallery,
  readKidsCodeCampGallery,
  readPastGraduatesPage,
  readPastProjectsPage,
} from "./gallery.server.ts";
import { readKidsProgrammes, readProgrammeRules } from "./kids-programmes.server.ts";
import { programmePath } from "./kids-programmes.ts";
import { readLandingPage } from "./landing.server.ts";
import { readCodevilleNavigation } from "./navigation.server.ts";
import { readProgrammeCards } from "./programme-cards.server.ts";
import { readProgrammePage } from "./programme-pages.server.ts";
import { readProgrammesOverview } from "./programmes-overview.server.ts";

const hubFacts = readHubFacts();
const identity = readIdentity();
const kidsProgrammes = readKidsProgrammes();
const programmeRules = readProgrammeRules();

const unfilled = /\{\w+\.\w+\}/;

test("every Codeville page loads with no record placeholder left unfilled", () => {
  const pages = [
    readCodevilleAboutPage(),
    readBrochureForm(),
    readBrochurePage(),
    readComponentsPage(),
    readCodevilleContactPage(),
    readProgrammesOverview(),
    readFunActivities(),
    readProgrammeCards(),
    readCodevilleNavigation(),
    readLandingPage(),
    readGalleryCopy(),
    readJuniorAcademyGallery(),
    readKidsCodeCampGallery(),
    readPastProjectsPage(),
    readPastGraduatesPage(),
    ...kidsProgrammes.map((programme) => readProgrammePage(programme.id)),
  ];
  for (const page of pages) expect(JSON.stringify(page)).not.toMatch(unfilled);
});

test("the About page names the organisation and counts the children from their records", () => {
  const page = readCodevilleAboutPage();
  expect(page.seo.title).toContain(identity.name);
  expect(page.impact.stats).toContainEqual(hubFacts.children);
  expect(page.seo.description).toContain(String(hubFacts.children.value));
});

test("the showcase's accordion is the first questions of a FAQ group, not copies", () => {
  const { accordion } = readComponentsPage();
  const group = readFaqGroup("kids-code-camp").items;
  expect(accordion.length).toBeGreaterThan(0);
  expect(group.slice(0, accordion.length)).toEqual(accordion);
});

test("the Codeville contact page shows the organisation's address, map and details", () => {
  const page = readCodevilleContactPage();
  const address = addressLines(identity.address).join(", ");
  expect(page.map.address).toBe(address);
  expect(page.map.image.alt).toContain(address);
  expect(page.map.link).toBe(identity.mapLink);
  expect(page.details.rows.map((row) => row.text)).toContain(identity.email);
});

test("the programmes overview names programmes and shared rules from their records", () => {
  const page = readProgrammesOverview();
  const titles = kidsProgrammes.map((programme) => programme.title);
  for (const step of page.pathway.steps) expect(titles).toContain(step.heading);
  expect(page.hero.paragraphs.join(" ")).toContain(programmeRules.payment);
});

test("the fun activities quote the hub's learning figures from their record", () => {
  const text = readFunActivities()
    .cards.map((card) => card.text)
    .join(" ");
  expect(text).toContain(`${hubFacts.learning.learnersValueFunPercent}%`);
  expect(text).toContain(`${hubFacts.learning.gamificationProductivityGainPercent}%`);
});

test("each programme card shows its programme's record and follows its call", () => {
  const cards = readProgrammeCards();
  expect(cards).toHaveLength(kidsProgrammes.length);
  kidsProgrammes.forEach((programme, index) => {
    const card = cards[index];
    expect(card).toMatchObject({
      type: programme.cardType,
      title: programme.title,
      ageLimit: programme.ageLimit,
      description: programme.summary,
      details: { link: programmePath(programme.id) },
      apply: { link: kidsCardApply(programme.id).href },
    });
    expect(`${card?.ageLabel} ${card?.details.label}`).toContain(programme.title);
  });
});

test("the kids menu leads to every programme's page under the programme's title", () => {
  const items = readCodevilleNavigation().header.dropdowns.flatMap(
    (dropdown) => dropdown.dropdownItems,
  );
  for (const programme of kidsProgrammes) {
    expect(items).toContainEqual({ title: programme.title, link: programmePath(programme.id) });
  }
});

test("the landing page's figures and reviews are the records' own", () => {
  const page = readLandingPage();
  expect(page.impact.stats).toContainEqual(hubFacts.children);
  expect(page.impact.stats.map((stat) => stat.value)).toContain(
    hubFacts.learning.learnersValueFunPercent,
  );
  expect(page.testimonials.reviews).toEqual(readReviews(readGalleryCopy().fallbackPortrait));
  expect(page.hero.paragraphs.join(" ")).toContain(identity.name);
});

test("the galleries' teaser is written once: the Junior Academy hero and the camp's collage", () => {
  expect(readKidsCodeCampGallery().collage.caption).toBe(readJuniorAcademyGallery().hero.teaser);
});

test("the galleries name their programmes from the programmes' records", () => {
  const titles = kidsProgrammes.map((programme) => programme.title);
  const headings = [
    readJuniorAcademyGallery().hero.heading,
    readKidsCodeCampGallery().hero.heading,
  ];
  for (const heading of headings) {
    expect(titles.some((title) => heading.startsWith(title))).toBe(true);
  }
});

test("a programme page lists its programme's requirements, each with a note", () => {
  for (const programme of kidsProgrammes) {
    const points = readProgrammePage(programme.id).requirements.points;
    expect(points.map((point) => point.heading)).toEqual(programme.requirements);
    for (const point of points) expect(point.text).not.toBe("");
  }
});

test("every Apply on a programme page follows the programme's call", () => {
  for (const programme of kidsProgrammes) {
    const page = readProgrammePage(programme.id);
    const target = kidsProgrammeApply(programme.id);
    expect(page.apply).toEqual(target);
    for (const cta of page.getOnboard?.ctas ?? []) expect(cta.link).toBe(target.href);
  }
});

test("a learning path's cards are the programme's paths, with their topics", () => {
  for (const programme of kidsProgrammes) {
    const cards = readProgrammePage(programme.id).learningPath?.cards ?? [];
    const paths = programme.learningPath ?? [];
    expect(cards.map((card) => card.heading)).toEqual(paths.map((path) => path.name));
    cards.forEach((card, index) => {
      expect(card.points ?? []).toEqual(paths[index]?.topics);
      expect(card.text).not.toContain("{");
    });
  }
});
