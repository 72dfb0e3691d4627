import { expect, test } from "vitest";
import { httpsAddressSchema, linkSchema } from "./links.ts";

/** Where a link of the content may lead: the rule the build, the editor and a save share. */

test("a link may lead to another site over HTTPS, an email, a phone, a page of this site or a place on the page", () => {
  for (const link of [
    "https://enugutechhub.ng/blog",
    "mailto:hello@enugutechhub.ng",
    "tel:+234 803 123 4567",
    "/",
    "/codeville/programmes/kids-code-camp",
    "/startzone#faq",
    "#programmes",
  ]) {
    expect(linkSchema.safeParse(link).success, link).toBe(true);
  }
});

test("a link that would run a script, leave HTTPS or reach another site by a path is refused in words", () => {
  for (const link of [
    "javascript:alert(document.cookie)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "http://example.org",
    "//evil.example/path",
    "/\\evil.example",
    "https://",
    "contact",
    "",
  ]) {
    const result = linkSchema.safeParse(link);
    expect(result.success, link).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "must be a link starting with https://, mailto: or tel:, or a page of this site starting with /",
    );
  }
});

test("an address of another site is https only: a student's project over http is refused too", () => {
  expect(httpsAddressSchema.safeParse("https://ada.example/game").success).toBe(true);
  expect(httpsAddressSchema.safeParse("http://ada.example/game").success).toBe(false);
  expect(httpsAddressSchema.safeParse("javascript:alert(1)").success).toBe(false);
});
