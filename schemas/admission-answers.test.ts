import { expect, test } from "vitest";
import type { Question } from "#content-model/admissions/forms.ts";
import { admissionMessages, answersFormSchema, checkAnswers } from "./admission-answers.ts";

const ask = (question: Partial<Question> & Pick<Question, "type">): Question => ({
  id: "q",
  label: "Question",
  required: true,
  ...question,
});

/** What one answer to one question becomes: the stored value, or the message. */
function answer(question: Question, ...values: string[]) {
  const { answers, issues } = checkAnswers([question], { q: values });
  return issues.q ?? answers.q;
}

test("a required question left empty or blank is refused; an optional one is left out", () => {
  expect(answer(ask({ type: "short-text" }), "   ")).toBe(admissionMessages.required);
  expect(answer(ask({ type: "short-text", required: false }), "")).toBeUndefined();
  expect(checkAnswers([ask({ type: "short-text" })], {}).issues).toEqual({
    q: admissionMessages.required,
  });
});

test("text is trimmed and bounded: one line for short text, paragraphs for long text", () => {
  expect(answer(ask({ type: "short-text" }), "  Ada  ")).toBe("Ada");
  expect(answer(ask({ type: "short-text" }), "two\nlines")).toBe(admissionMessages.oneLine);
  expect(answer(ask({ type: "short-text", maxLength: 5 }), "Chiamaka")).toBe(
    "Keep it under 5 characters",
  );
  expect(answer(ask({ type: "long-text" }), "First.\nSecond.")).toBe("First.\nSecond.");
  expect(answer(ask({ type: "long-text" }), "x".repeat(2_001))).toBe(
    "Keep it under 2000 characters",
  );
});

test("an email is checked and kept in lower case; a phone number follows the one phone rule", () => {
  expect(answer(ask({ type: "email" }), "Ada@Example.com")).toBe("ada@example.com");
  expect(answer(ask({ type: "email" }), "ada@")).toBe(admissionMessages.email);
  expect(answer(ask({ type: "phone" }), "0803 123 4567")).toBe("08031234567");
  expect(answer(ask({ type: "phone" }), "+234 803 123 4567")).toBe("+2348031234567");
  expect(answer(ask({ type: "phone" }), "12345")).toBe(admissionMessages.phone);
});

test("the phone refusal shows how to write a number, with examples the rule itself accepts", () => {
  const examples = admissionMessages.phone.match(/(?:\+234\s)?0?\d{3}\s\d{3}\s\d{4}/g) ?? [];
  expect(examples.map((example) => example.replace(/\s/g, " "))).toEqual([
    "0803 123 4567",
    "+234 803 123 4567",
  ]);
  for (const example of examples) {
    expect(answer(ask({ type: "phone" }), example)).toBe(example.replace(/\s/g, ""));
  }
});

test("choices take only what is offered; several choices are a list without repeats", () => {
  const one = ask({ type: "one-choice", choices: ["Design", "Code"] });
  expect(answer(one, "Code")).toBe("Code");
  expect(answer(one, "Astrology")).toBe(admissionMessages.chooseOne);
  expect(answer(one, "Code", "Design")).toBe(admissionMessages.oneAnswer);
  const several = ask({ type: "several-choices", choices: ["Health", "Farming"] });
  expect(answer(several, "Health", "Farming", "Health")).toEqual(["Health", "Farming"]);
  expect(answer(several, "Health", "Mining")).toBe(admissionMessages.chooseFrom);
});

test("dates must exist, numbers are whole and within their limits, yes/no is a boolean", () => {
  expect(answer(ask({ type: "date" }), "2012-02-29")).toBe("2012-02-29");
  expect(answer(ask({ type: "date" }), "2013-02-29")).toBe(admissionMessages.date);
  const age = ask({ type: "number", min: 6, max: 14 });
  expect(answer(age, "9")).toBe(9);
  expect(answer(age, "nine")).toBe(admissionMessages.number);
  expect(answer(age, "9.5")).toBe(admissionMessages.number);
  expect(answer(age, "15")).toBe("At most 14");
  expect(answer(age, "5")).toBe("At least 6");
  expect(answer(ask({ type: "yes-no" }), "no")).toBe(false);
  expect(answer(ask({ type: "yes-no" }), "perhaps")).toBe(admissionMessages.yesNo);
});

test("a web address must be http or https with a host name", () => {
  const web = ask({ type: "web-address" });
  expect(answer(web, "https://github.com/ada")).toBe("https://github.com/ada");
  expect(answer(web, "http://chiamaka.com.ng")).toBe("http://chiamaka.com.ng");
  for (const refused of [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,hi",
    "mailto:ada@example.com",
    "ftp://github.com/ada",
    "https://github",
    "localhost:3000",
    "javascript:1",
    "github .com",
    "192.168.0.1",
    "chiamaka",
  ]) {
    expect(answer(web, refused), refused).toBe(admissionMessages.webAddress);
  }
});

test("a web address written without http:// or https:// is the https one", () => {
  const web = ask({ type: "web-address" });
  expect(answer(web, "github.com/chiamaka")).toBe("https://github.com/chiamaka");
  expect(answer(web, "  www.chiamaka.com.ng ")).toBe("https://www.chiamaka.com.ng");
  expect(answer(web, "example.com:8080/portfolio")).toBe("https://example.com:8080/portfolio");
});

test("the page's check agrees with the service's on a web address without a scheme", () => {
  const web = ask({ type: "web-address" });
  const pageCheck = answersFormSchema([web], [], "2026-11-29");
  expect(pageCheck.safeParse({ q: "github.com/chiamaka" }).success).toBe(true);
  expect(pageCheck.safeParse({ q: "javascript:alert(1)" }).success).toBe(false);
});

test("a file question counts as answered by the file; a field that is no question is refused by name", () => {
  const deck = ask({ id: "deck", type: "file" });
  expect(checkAnswers([deck], {}).issues).toEqual({ deck: admissionMessages.required });
  expect(checkAnswers([deck], {}, true).issues).toEqual({});
  expect(checkAnswers([deck], { admin: ["yes"] }, true).issues).toEqual({
    admin: admissionMessages.extra,
  });
});

test("a name with a bidirectional control is refused: it would read in another order on the staff's pages than it was typed", () => {
  for (const control of ["\u202e", "\u202a", "\u2066", "\u2069"]) {
    expect(answer(ask({ type: "short-text" }), `${control}Ada\u202c Obi`)).toBe(
      admissionMessages.oneLine,
    );
  }
  // Letters of every script stay welcome.
  expect(answer(ask({ type: "short-text" }), "Ọkafọ Nwankwọ")).toBe("Ọkafọ Nwankwọ");
});

test("an answer of invisible characters only is empty, and a name holding one is refused", () => {
  const invisible = ["\u200b", "\u2060", "\u3164", "\ufeff", "\u{e0041}\u{e007f}", "\u200b \u3164"];
  for (const value of invisible) {
    expect(answer(ask({ type: "short-text" }), value), JSON.stringify(value)).toBe(
      admissionMessages.required,
    );
    expect(answer(ask({ type: "long-text" }), value)).toBe(admissionMessages.required);
  }
  const name = [ask({ id: "full-name", type: "short-text" })];
  expect(checkAnswers(name, { "full-name": ["Ada\u200bObi"] }).issues).toEqual({
    "full-name": admissionMessages.invisible,
  });
  expect(checkAnswers(name, { "full-name": ["Ada Obi"] }).answers).toEqual({
    "full-name": "Ada Obi",
  });
});
