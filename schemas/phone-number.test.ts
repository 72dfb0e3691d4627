import { expect, test } from "vitest";
import { internationalPhone, readablePhone, whatsAppLink } from "#schemas/phone-number.ts";

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
