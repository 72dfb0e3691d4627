import { expect, test } from "vitest";
import { waitlistFormPath } from "#schemas/waitlist-paths.ts";
import { readClosedAppPage } from "./closed-app.server.ts";

test("the closed-application page's waitlist button leads to the Codeville waitlist form, on this site", () => {
  const ctas = readClosedAppPage().hero.ctas ?? [];
  const waitlist = ctas.find((cta) => cta.link === waitlistFormPath("codeville"));
  expect(waitlist?.external).not.toBe(true);
  expect(JSON.stringify(readClosedAppPage())).not.toMatch(/\{\w+\.\w+\}/);
});
