import { expect, test } from "vitest";
import { greetingName } from "./admission-applicant.ts";

test("a name is greeted by its first word", () => {
  expect(greetingName("Ngozi Okafor")).toBe("Ngozi");
  expect(greetingName("  Chiamaka   Eze ")).toBe("Chiamaka");
});

test("the titles a name starts with are skipped, with or without a dot, in any case", () => {
  expect(greetingName("Mrs Ngozi Okafor")).toBe("Ngozi");
  expect(greetingName("mrs. Ngozi Okafor")).toBe("Ngozi");
  expect(greetingName("DR. Obinna Nnaji")).toBe("Obinna");
  expect(greetingName("Engr.Obinna Nnaji")).toBe("Obinna");
  expect(greetingName("Deaconess Adaeze Eze")).toBe("Adaeze");
  expect(greetingName("Deacon Emeka Obi")).toBe("Emeka");
  for (const title of [
    "Mr",
    "Miss",
    "Ms",
    "Chief",
    "Pastor",
    "Prof",
    "Rev",
    "Barr",
    "Arc",
    "Alhaji",
    "Sir",
    "Lady",
    "Evang",
  ]) {
    expect(greetingName(`${title} Ada Obi`), title).toBe("Ada");
    expect(greetingName(`${title}. Ada Obi`), `${title}.`).toBe("Ada");
  }
});

test("several titles, some in brackets, are all skipped", () => {
  expect(greetingName("Chief (Mrs.) Adaeze Eze")).toBe("Adaeze");
  expect(greetingName("Prof. Dr. Ikenna Chime")).toBe("Ikenna");
  expect(greetingName("Chief(Mrs)Adaeze Eze")).toBe("Adaeze");
});

test("a name that only begins like a title keeps its letters", () => {
  expect(greetingName("Drew Okafor")).toBe("Drew");
  expect(greetingName("Misses Eze")).toBe("Misses");
  expect(greetingName("Archibald Nwosu")).toBe("Archibald");
  expect(greetingName("Ladi Musa")).toBe("Ladi");
});

test("a name of titles alone gives no name, so the greeting without one is used", () => {
  expect(greetingName("Mrs")).toBeUndefined();
  expect(greetingName("Mrs.")).toBeUndefined();
  expect(greetingName("Chief (Mrs.)")).toBeUndefined();
  expect(greetingName("  ")).toBeUndefined();
});
