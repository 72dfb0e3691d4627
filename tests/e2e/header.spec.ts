import { expect, isPhone, test } from "./fixtures.ts";

test("the header links the main routes and opens external links in a new tab", async ({
  page,
  viewport,
}) => {
  await page.goto("/");
  if (isPhone(viewport?.width)) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Home", "/"],
    ["About", "/about"],
    ["Codeville", "/codeville"],
    ["Sparks", "/sparks"],
    ["Startzone", "/startzone"],
    ["Contact", "/contact"],
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      href as string,
    );
  }
  for (const name of [/^Outsourcing/, /^Learnable/]) {
    const link = nav.getByRole("link", { name }).last();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("desktop: the LEARNING dropdown opens on click and closes on an outside click or Escape", async ({
  page,
  viewport,
}) => {
  test.skip(isPhone(viewport?.width), "desktop layout only");
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Learning" });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const learnable = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Learnable/ })
    .first();
  await expect(learnable).toBeVisible();
  await expect(learnable).toHaveAttribute("target", "_blank");
  await page.getByRole("heading", { level: 1 }).click();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await page.keyboard.press("Escape");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
});

test("mobile: the hamburger opens the menu, LEARNING toggles inside it, and a link closes it", async ({
  page,
  viewport,
}) => {
  test.skip(!isPhone(viewport?.width), "mobile layout only");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(nav).toBeVisible();
  const learning = nav.getByRole("button", { name: "Learning" });
  await learning.click();
  await expect(learning).toHaveAttribute("aria-expanded", "true");
  await learning.click();
  await expect(learning).toHaveAttribute("aria-expanded", "false");
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(nav).toBeHidden();
});
