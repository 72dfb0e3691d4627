import { readCodevilleContactPage } from "#content-model/codeville/contact.server.ts";
import { readFaqsPage } from "#content-model/codeville/faqs.server.ts";
import { site } from "../../app/config/site.ts";
import { expect, isPhone, test } from "./fixtures.ts";

const faqsPage = readFaqsPage();
const codevilleContactPage = readCodevilleContactPage();
const [junior, middle] = faqsPage.groups;

test("FAQ tabs read their short titles under 680 px and their long ones from 680 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: site.narrowFaqTitleBelowPx - 1, height: 800 });
  await page.goto("/codeville/faqs");
  const tablist = page.getByRole("tablist", { name: faqsPage.tabsLabel });
  for (const group of faqsPage.groups) {
    await expect(tablist.getByRole("tab", { name: group.shortTitle, exact: true })).toBeVisible();
  }
  await page.setViewportSize({ width: site.narrowFaqTitleBelowPx, height: 800 });
  for (const group of faqsPage.groups) {
    await expect(tablist.getByRole("tab", { name: group.title, exact: true })).toBeVisible();
  }
});

// The FAQ tabs' titles above follow the width; the rest is the same on every screen.
test.describe("the same on every screen", () => {
  test.skip(
    ({ viewport }) => isPhone(viewport?.width),
    "the FAQ, the contact page and the components page work the same on every screen; their layout at 360 px is checked by the routes sweep",
  );

  test("FAQ tabs switch programmes and each answer opens from its question", async ({ page }) => {
    await page.goto("/codeville/faqs");
    const tablist = page.getByRole("tablist", { name: faqsPage.tabsLabel });
    const first = junior?.items[0];
    await page.getByText(first?.question ?? "").click();
    await expect(page.getByText(String(first?.answer))).toBeVisible();
    await tablist.getByRole("tab").nth(1).click();
    await expect(page.getByText(middle?.items[0]?.question ?? "")).toBeVisible();
  });

  test("before JavaScript the first tab's answers open, and the FAQPage data is in the page", async ({
    staticPage: page,
  }) => {
    await page.goto("/codeville/faqs");
    for (const item of junior?.items ?? []) {
      await page.getByText(item.question).click();
    }
    await expect(
      page.getByText("Logging in on a second device logs the first one out", { exact: false }),
    ).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(data ?? "{}")).toMatchObject({ "@type": "FAQPage" });
  });

  test("/codeville/contact: the shared form posts for real, the map works offline, Other Ways To Reach Us", async ({
    staticPage: page,
  }) => {
    await page.goto("/codeville/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/forms/contact");
    await expect(page.getByRole("heading", { name: "Other Ways To Reach Us" })).toBeVisible();
    await expect(page.getByText("Monday - Friday: 8am - 5pm")).toBeVisible();
    const map = page.getByRole("link", { name: new RegExp(codevilleContactPage.map.linkLabel) });
    await expect(map).toHaveAttribute("href", codevilleContactPage.map.link);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(
      page.getByRole("heading", { name: codevilleContactPage.hashtag.tag }),
    ).toBeVisible();
  });

  test("/codeville/components is kept out of search engines", async ({ page }) => {
    await page.goto("/codeville/components");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("[data-card-type]")).toHaveCount(3);
  });
});
