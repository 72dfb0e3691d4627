import fc from "fast-check";
import { expect, test } from "vitest";
import { formatNaira, kobo, koboSchema, sumKobo } from "./money.ts";

test("whole naira are written with the naira sign and thousands separated by commas", () => {
  expect(formatNaira(kobo(15_000_000))).toBe("₦150,000");
  expect(formatNaira(kobo(100_000_000))).toBe("₦1,000,000");
  expect(formatNaira(kobo(0))).toBe("₦0");
});

test("kobo show as two digits after the point, only when there are some", () => {
  expect(formatNaira(kobo(15_000_050))).toBe("₦150,000.50");
  expect(formatNaira(kobo(105))).toBe("₦1.05");
});

test("the written amount reads back as the same number of kobo", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
      const written = formatNaira(kobo(amount)).replace("₦", "").replaceAll(",", "");
      const [naira = "", kobos = "0"] = written.split(".");
      expect(Number(naira) * 100 + Number(kobos.padEnd(2, "0"))).toBe(amount);
    }),
  );
});

test("a fraction of a kobo or a negative amount is refused in words", () => {
  expect(koboSchema.safeParse(150.5).error?.issues[0]?.message).toMatch(/whole kobo/);
  expect(koboSchema.safeParse(-100).error?.issues[0]?.message).toMatch(/negative/);
  expect(() => kobo(0.1)).toThrow();
});

test("a sum of whole kobo is whole kobo", () => {
  expect(sumKobo([kobo(7_500_000), kobo(7_500_000)])).toBe(15_000_000);
  expect(sumKobo([])).toBe(0);
});
