import { expect, test } from "vitest";
import { koboFromNaira, nairaAmountRefusals } from "#server/payments/staff/naira-amount.ts";

test("an amount typed in naira becomes exact kobo, however a person writes it", () => {
  expect(koboFromNaira("75,000")).toEqual({ kobo: 7_500_000 });
  expect(koboFromNaira(" ₦75,000.10 ")).toEqual({ kobo: 7_500_010 });
  expect(koboFromNaira("N 1,234.5")).toEqual({ kobo: 123_450 });
  expect(koboFromNaira("NGN0.07")).toEqual({ kobo: 7 });
  // 0.1 + 0.2 in floating point is not 0.3: the digits are read as digits.
  expect(koboFromNaira("1234567.29")).toEqual({ kobo: 123_456_729 });
});

test("what is not an amount in naira is refused with the reason", () => {
  expect(koboFromNaira("")).toEqual({ refused: nairaAmountRefusals.missing });
  for (const typed of ["75.000,00", "1e5", "-500", "12.345", "seventy", "0x10"]) {
    expect(koboFromNaira(typed), typed).toEqual({ refused: nairaAmountRefusals.shape });
  }
});

test("commas and spaces stand only between thousands: 150,00 or 150 00 is not read as ₦15,000", () => {
  expect(koboFromNaira("1,500,000.50")).toEqual({ kobo: 150_000_050 });
  expect(koboFromNaira("75 000")).toEqual({ kobo: 7_500_000 });
  expect(koboFromNaira("1\u00a0500\u00a0000")).toEqual({ kobo: 150_000_000 });
  for (const typed of [
    "150,00",
    "1,0,0,0",
    "75,00.50",
    ",500",
    "1,500,",
    "150 00",
    "1 5",
    "15 0000",
    "150 0.5",
  ]) {
    expect(koboFromNaira(typed), typed).toEqual({ refused: nairaAmountRefusals.shape });
  }
});
