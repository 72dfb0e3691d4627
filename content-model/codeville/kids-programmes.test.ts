import { expect, test } from "vitest";
import {
  readKidsProgrammes,
  readProgrammeRules,
} from "#content-model/codeville/kids-programmes.server.ts";

const kidsProgrammes = readKidsProgrammes();
const programmeRules = readProgrammeRules();

const byId = (id: string) => kidsProgrammes.find((programme) => programme.id === id);

test("the four kids programmes of SPEC §1 are listed, each needing a laptop", () => {
  expect(kidsProgrammes.map((programme) => programme.title)).toEqual([
    "Kids Code Camp",
    "Middle Class",
    "Junior Academy",
    "Virtual Camp",
  ]);
  for (const programme of kidsProgrammes) {
    expect(programme.requirements.join(" ")).toMatch(/laptop/i);
    expect(programme.catchPhrase).not.toBe("");
    expect(programme.summary).not.toBe("");
  }
});

test("ages stay as the specification gives them per place", () => {
  expect(programmeRules.ages).toMatchObject({
    cardAgeLimit: "8-10",
    kidsCampDescription: "9-12",
    kidsCampFaq: "9-13",
    virtualCamp: "9-16",
  });
  expect(byId("kids-code-camp")).toMatchObject({ ageLimit: "8-10", ages: "9-12" });
  expect(byId("virtual-camp")).toMatchObject({ ageLimit: "9-16", ages: "9-16" });
});

test("Kids Code Camp lasts about a month; Junior Academy one month", () => {
  expect(byId("kids-code-camp")?.duration).toMatch(/about one month/i);
  expect(byId("junior-academy")?.duration).toMatch(/one month/i);
});

test("Middle Class and Junior Academy carry their entry conditions", () => {
  expect(byId("middle-class")?.requirements).toContain("Prior participation in Kids Code Camp");
  expect(byId("junior-academy")?.requirements).toContain("Being on the junior WAEC break");
});

test("Junior Academy has the Web Dev and Game Dev tracks", () => {
  expect(byId("junior-academy")?.tracks).toEqual(["Web Dev", "Game Dev"]);
});

test("Virtual Camp: its equipment, learner PC, cycles and learning path", () => {
  const camp = byId("virtual-camp");
  expect(programmeRules.learnerPc).toBe("Intel Core i5 or equivalent, 8GB RAM");
  expect(camp?.requirements).toEqual([
    `A laptop (${programmeRules.learnerPc})`,
    "Stable internet",
    "Headphones and a microphone",
  ]);
  expect(camp?.duration).toBe("3-month cycles, 2 a year");
  expect(camp?.summary).toMatch(/monthly subscription/);
  expect(camp?.summary).toMatch(/certificate/);
  expect(camp?.learningPath?.map((step) => step.name)).toEqual([
    "Frontend Development",
    "Product Design",
    "Graphic Design",
  ]);
  expect(camp?.learningPath?.[0]).toMatchObject({
    topics: ["HTML", "CSS", "JavaScript"],
    length: "3 months, one month per micro path",
  });
  expect(camp?.learningPath?.[2]?.length).toBe("1 month");
});

test("paying in instalments and free hub access carry the SPEC's facts", () => {
  expect(programmeRules.freeHubAccessYears).toBe(1);
  expect(programmeRules.payment).toContain("two instalments");
  expect(programmeRules.afterProgramme).toContain("1 year of free access");
});
