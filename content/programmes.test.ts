import { expect, test } from "vitest";
import { hubContact, kidsProgrammes, programmeAges, programmeTerms } from "./programmes.ts";

test("the four kids programmes of SPEC §1 are listed, each needing a laptop", () => {
  expect(kidsProgrammes.map((programme) => programme.title)).toEqual([
    "Kids Code Camp",
    "Middle Class",
    "Junior Academy",
    "Virtual Camp",
  ]);
  for (const programme of kidsProgrammes) {
    expect(programme.requirements.join(" ")).toMatch(/laptop/i);
  }
});

test("ages stay as the specification gives them per place", () => {
  expect(programmeAges).toMatchObject({
    cardAgeLimit: "8-10",
    kidsCampDescription: "9-12",
    kidsCampFaq: "9-13",
    virtualCamp: "9-16",
  });
  expect(kidsProgrammes.find((programme) => programme.id === "virtual-camp")?.ages).toBe("9-16");
});

test("Junior Academy has the Web Dev and Game Dev tracks", () => {
  expect(kidsProgrammes.find((programme) => programme.id === "junior-academy")?.tracks).toEqual([
    "Web Dev",
    "Game Dev",
  ]);
});

test("schedule, instalments, free hub access and work hours carry the SPEC's facts", () => {
  expect(programmeTerms.schedule).toContain("10am-3pm on weekdays in August");
  expect(programmeTerms.payment).toContain("two instalments");
  expect(programmeTerms.afterProgramme).toContain("1 year of free access");
  expect(hubContact.workHours).toBe("Monday - Friday: 8am - 5pm");
});
