import { expect, test } from "vitest";
import { waitlistFormPath } from "#schemas/waitlist-paths.ts";
import { closedApplicationPathFor } from "./calls/calls.ts";
import { closedPageWaitlists, readClosedAppPage } from "./codeville/closed-app.server.ts";

test("the closed-application page's waitlist button leads to the Codeville waitlist, or to the chosen programme's, on this site", () => {
  const page = readClosedAppPage();
  const { codeville, programmes } = closedPageWaitlists(page.waitlist);
  expect(codeville.link).toBe(waitlistFormPath("codeville"));
  const kidsCodeCamp = programmes.find(
    (waitlist) => waitlist.link === waitlistFormPath("kids-code-camp"),
  );
  // The fragment a programme's Apply adds names this button.
  expect(closedApplicationPathFor("kids-code-camp")).toBe(
    `/codeville/closed-app/#${kidsCodeCamp?.anchor}`,
  );
  expect(kidsCodeCamp?.label).toBe("Join the Kids Code Camp waitlist");
  expect(programmes.map((waitlist) => waitlist.link)).not.toContain(codeville.link);
  expect(JSON.stringify(page)).not.toMatch(/\{\w+\.\w+\}/);
});
