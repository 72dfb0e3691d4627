import { expect, test } from "vitest";
import { findImageSources } from "../../scripts/build/images.ts";
import { readReviews } from "../codeville/children.server.ts";
import { readGalleryCopy } from "../codeville/gallery.server.ts";
import { readTeam } from "./people.server.ts";
import { inOrder } from "./people.ts";

test("every member of the team has a portrait that ships with the site, and a one-line bio", () => {
  const team = readTeam();
  expect(team.length).toBeGreaterThan(0);
  const pictures = findImageSources("content");
  for (const person of team) {
    expect(pictures.has(person.portrait.src), person.portrait.src).toBe(true);
    expect(person.bio ?? "").toMatch(/^[^\n]{20,120}$/);
  }
});

test("no two people share a portrait", () => {
  const portraits = readTeam().map((person) => person.portrait.src);
  expect(new Set(portraits).size).toBe(portraits.length);
});

test("every review's picture ships with the site", () => {
  const pictures = findImageSources("content");
  for (const review of readReviews(readGalleryCopy().fallbackPortrait))
    expect(pictures.has(review.image.src)).toBe(true);
});

test("a collection shows its entries by their order, whatever their files' names", () => {
  const entries = [
    { order: 3, name: "c" },
    { order: 1, name: "a" },
    { order: 2, name: "b" },
  ];
  expect(inOrder(entries)).toEqual([{ name: "a" }, { name: "b" }, { name: "c" }]);
});
