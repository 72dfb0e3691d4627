import { expect, test } from "vitest";
import { findImageSources } from "../../scripts/build/images.ts";
import { executiveTeam } from "./team.ts";

test("every member of the team has a portrait that ships with the site, and a one-line bio", () => {
  expect(executiveTeam.length).toBeGreaterThan(0);
  const pictures = findImageSources("content");
  for (const person of executiveTeam) {
    expect(pictures.has(person.portrait.src), person.portrait.src).toBe(true);
    expect(person.bio ?? "").toMatch(/^[^\n]{20,120}$/);
  }
});

test("no two people share a portrait", () => {
  const portraits = executiveTeam.map((person) => person.portrait.src);
  expect(new Set(portraits).size).toBe(portraits.length);
});
