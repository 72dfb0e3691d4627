import { expect, test } from "vitest";
import { foldForSearch, searchPhrases } from "#schemas/inbox-search.ts";

test("folding sets case, accents and Igbo tone marks aside, whether typed composed or not", () => {
  expect(foldForSearch("Ọ̀kafọ")).toBe("okafo");
  expect(foldForSearch("O\u0323\u0300kafo\u0323")).toBe("okafo");
  expect(foldForSearch("Émeka Ṅkem")).toBe("emeka nkem");
});

test("each word is a phrase; a word shorter than three letters joins the word beside it", () => {
  expect(searchPhrases("  Ada   Obi ")).toEqual(["ada", "obi"]);
  expect(searchPhrases("ada o")).toEqual(["ada o"]);
  expect(searchPhrases("o ada")).toEqual(["o ada"]);
  expect(searchPhrases("ng eze")).toEqual(["ng eze"]);
});

test("fewer than three characters in all is no search at all", () => {
  expect(searchPhrases("")).toEqual([]);
  expect(searchPhrases("ng")).toEqual([]);
  expect(searchPhrases("a b")).toEqual(["a b"]);
  expect(searchPhrases(" ọ ")).toEqual([]);
});

test("a phone number typed any usual way looks for its digits without +234 or the trunk 0", () => {
  expect(searchPhrases("0803 123 4567")).toEqual(["8031234567"]);
  expect(searchPhrases("+234 (803) 123-4567")).toEqual(["8031234567"]);
  expect(searchPhrases("+44 20 7946 0958")).toEqual(["+442079460958"]);
  // Too few digits to be a number: a search like any other.
  expect(searchPhrases("0803")).toEqual(["0803"]);
});
