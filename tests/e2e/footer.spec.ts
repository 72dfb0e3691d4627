import { expect, isPhone, test } from "./fixtures.ts";

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the footer's links and lines are the same on every screen; its layout at 360 px is checked by the routes sweep",
);

for (const path of ["/", "/about", "/contact", "/tech-hub", "/no-such-page"]) {
  test(`the footer on ${path} has its links, address, copyright, powered-by line and six socials`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    for (const group of ["Useful links", "Learning", "Programmes"]) {
      await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Startzone" })).toHaveAttribute(
      "href",
      "/startzone",
    );
    await expect(footer.getByRole("link", { name: "Kids Code Camp" })).toHaveAttribute(
      "href",
      "/codeville/programmes/kids-code-camp",
    );
    await expect(footer.locator("address")).toContainText("Enugu, Nigeria");
    await expect(footer.getByRole("heading", { name: "Stay Connected" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Powered by");
    const socials = footer.getByRole("list", { name: "Follow us" }).getByRole("link");
    await expect(socials).toHaveCount(6);
    for (const name of ["Twitter", "Facebook", "LinkedIn", "Instagram", "YouTube", "TikTok"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
}
