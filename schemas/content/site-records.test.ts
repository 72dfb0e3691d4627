import { expect, test } from "vitest";
import { readClosedAppPage } from "./closed-app.server.ts";
import { externalLinks } from "./external-links.server.ts";

test("the closed-application page's waitlist button is the waitlist link, written once", () => {
  const links = readClosedAppPage().hero.ctas?.map((cta) => cta.link) ?? [];
  expect(links).toContain(externalLinks.codevilleWaitlist);
  expect(JSON.stringify(readClosedAppPage())).not.toMatch(/\{\w+\.\w+\}/);
});
