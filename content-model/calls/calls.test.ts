import fc from "fast-check";
import { expect, test } from "vitest";
import {
  applyTargetFor,
  type Call,
  callSchema,
  closedApplicationPath,
  closedApplicationPathFor,
  currentCall,
  isCallOpen,
  kidsCallProgrammes,
  kidsNavApplyTarget,
  kidsProgrammeApplyTarget,
} from "./calls.ts";

const day = fc
  .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const form = (programme: string) => `https://forms.example/${programme}`;

function call(fields: Partial<Call> & Pick<Call, "programme">): Call {
  return { edition: "2024", status: "closed", ...fields };
}

test("a call past its closing date is closed", () => {
  fc.assert(
    fc.property(day, day, (closes, today) => {
      const c = call({ programme: "start-up-boost", status: "open", applyUrl: form("x"), closes });
      expect(isCallOpen(c, today)).toBe(today <= closes);
    }),
  );
});

test("a call before its opening date is not open yet", () => {
  fc.assert(
    fc.property(day, day, (opens, today) => {
      const c = call({ programme: "springboard", status: "open", applyUrl: form("x"), opens });
      expect(isCallOpen(c, today)).toBe(opens <= today);
    }),
  );
});

test("a closed call stays closed whatever its dates", () => {
  fc.assert(
    fc.property(day, day, day, (opens, closes, today) => {
      expect(isCallOpen(call({ programme: "springboard", opens, closes }), today)).toBe(false);
    }),
  );
});

test("a programme's current call is its open edition, else its latest", () => {
  const calls = [
    call({ programme: "start-up-boost", edition: "2024", status: "open", applyUrl: form("a") }),
    call({ programme: "start-up-boost", edition: "2027" }),
    call({ programme: "start-up-boost", edition: "2025" }),
  ];
  expect(currentCall(calls, "start-up-boost", "2026-11-25")?.edition).toBe("2024");
  const allClosed = calls.map((c) => ({ ...c, status: "closed" as const }));
  expect(currentCall(allClosed, "start-up-boost", "2026-11-25")).toMatchObject({
    edition: "2027",
    open: false,
  });
  expect(currentCall(calls, "springboard", "2026-11-25")).toBeUndefined();
});

test("every apply button follows its call's status: an open call's form, else the closed page", () => {
  fc.assert(
    fc.property(fc.boolean(), day, day, (open, closes, today) => {
      const c = call({
        programme: "middle-class",
        status: open ? "open" : "closed",
        applyUrl: form("middle-class"),
        closes,
      });
      const target = applyTargetFor(currentCall([c], "middle-class", today));
      expect(target).toEqual(
        isCallOpen(c, today)
          ? { href: form("middle-class"), external: true }
          : { href: closedApplicationPath, external: false },
      );
    }),
  );
});

/** Every combination of open and closed kids calls: 2^5. */
const kidsCombinations = Array.from({ length: 2 ** kidsCallProgrammes.length }, (_, mask) =>
  kidsCallProgrammes.map((programme, bit) =>
    call({
      programme,
      status: mask & (1 << bit) ? "open" : "closed",
      ...(mask & (1 << bit) ? { applyUrl: form(programme) } : {}),
    }),
  ),
);

test.each(kidsCombinations)(
  "the kids nav Apply takes the last open call, or the closed page",
  (...calls) => {
    const lastOpen = calls.filter((c) => c.status === "open").at(-1);
    expect(kidsNavApplyTarget(calls, "2026-11-25")).toEqual(
      lastOpen
        ? { href: form(lastOpen.programme), external: true }
        : { href: closedApplicationPath, external: false },
    );
  },
);

test.each(kidsCombinations)(
  "a kids programme page's Apply: its call, then the general call, then the closed page at its own waitlist",
  (...calls) => {
    const general = calls.find((c) => c.programme === "codeville");
    for (const programme of [
      "kids-code-camp",
      "middle-class",
      "junior-academy",
      "virtual-camp",
    ] as const) {
      const own = calls.find((c) => c.programme === programme);
      const expected =
        own?.status === "open"
          ? form(programme)
          : general?.status === "open"
            ? form("codeville")
            : closedApplicationPathFor(programme);
      expect(kidsProgrammeApplyTarget(calls, programme, "2026-11-25").href).toBe(expected);
    }
  },
);

test("an open call without a closing date, an http:// form, an external and an own form at once, or dates out of order are refused at their field", () => {
  const fieldsOf = (input: unknown) =>
    callSchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."));
  const base = { programme: "start-up-boost", edition: "2027" };
  expect(fieldsOf({ ...base, status: "open" })).toEqual(["closes"]);
  const open = { ...base, status: "open", closes: "2027-03-31" };
  // Without an external form, the call takes applications on the hub's own (issue 34).
  expect(fieldsOf(open)).toBeUndefined();
  expect(fieldsOf({ ...open, applyUrl: "https://forms.example/x", form: "sparks" })).toEqual([
    "form",
  ]);
  expect(fieldsOf({ ...open, applyUrl: "http://forms.example/x" })).toEqual(["applyUrl"]);
  expect(fieldsOf({ ...open, applyUrl: "https://forms.example/x" })).toBeUndefined();
  expect(fieldsOf({ ...base, status: "closed" })).toBeUndefined();
  expect(
    fieldsOf({ ...base, status: "closed", opens: "2027-03-01", closes: "2027-02-01" }),
  ).toEqual(["closes"]);
  expect(fieldsOf({ ...base, status: "closed", opens: "2027-02-30" })).toEqual(["opens"]);
});
