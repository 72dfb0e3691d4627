import { expect, test } from "vitest";
import {
  internationalPhone,
  phoneSearchText,
  readablePhone,
  whatsAppLink,
} from "#schemas/phone-number.ts";

test("a Nigerian number written with its trunk 0 or with +234 has one international form", () => {
  expect(internationalPhone("08031234567")).toBe("+2348031234567");
  expect(internationalPhone("+2348031234567")).toBe("+2348031234567");
  expect(internationalPhone("2348031234567")).toBe("+2348031234567");
  expect(whatsAppLink("08031234567")).toBe("https://wa.me/2348031234567");
});

test("a number with its country code is kept; one without and not Nigerian has no known country", () => {
  expect(internationalPhone("+442079460958")).toBe("+442079460958");
  expect(internationalPhone("2125551234")).toBeNull();
  expect(whatsAppLink("2125551234")).toBeNull();
});

test("a Nigerian number reads as 0803 123 4567; others as stored", () => {
  expect(readablePhone("+2348031234567")).toBe("0803 123 4567");
  expect(readablePhone("08031234567")).toBe("0803 123 4567");
  expect(readablePhone("+442079460958")).toBe("+442079460958");
});

test("a whole number typed any usual way is searched for in its one international form", () => {
  for (const typed of ["0803 123 4567", "+234 803 123 4567", "2348031234567", "(0803) 123-4567"]) {
    expect(phoneSearchText(typed)).toBe("+2348031234567");
  }
});

test("part of a number is searched for as its digits, without the trunk 0 its stored form lacks", () => {
  expect(phoneSearchText("0803 123")).toBe("803123");
  expect(phoneSearchText("123 4567")).toBe("1234567");
  expect((internationalPhone("08031234567") ?? "").includes("803123")).toBe(true);
});

test("words, references and short numbers are not read as a phone number", () => {
  for (const typed of ["Ada Obi", "SPK-2026-0012", "4567", "ada@example.com", "+234"]) {
    expect(phoneSearchText(typed)).toBeNull();
  }
});
