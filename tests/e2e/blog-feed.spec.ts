import { expect, test } from "./fixtures.ts";

test("Latest Updates shows three posts with more than one category, titles cut and lowercased", async ({
  page,
}) => {
  await page.goto("/tech-hub");
  const section = page.getByRole("region", { name: "Latest Updates" });
  const posts = section.getByRole("article");
  await expect(posts).toHaveCount(3);
  const titles = await posts.getByRole("heading").allTextContents();
  for (const title of titles) {
    expect(title).toBe(title.toLowerCase());
    expect(title.length).toBeLessThanOrEqual(43);
  }
  expect(titles[0]).toBe("startup boost 2024: applications are ope...");
  const links = posts.getByRole("link");
  await expect(links.first()).toHaveAttribute("target", "_blank");
});

test("Latest Updates shows a placeholder while the feed loads", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let intercepted: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    intercepted = resolve;
  });
  await page.route("**/api/blog-feed**", async (route) => {
    intercepted();
    await held;
    await route.continue();
  });
  await page.goto("/tech-hub");
  await requested;
  await expect(page.getByTestId("blog-post-placeholder")).toHaveCount(3);
  release();
  await expect(
    page.getByRole("region", { name: "Latest Updates" }).getByRole("article"),
  ).toHaveCount(3);
});

test("a failing feed is silent: the section is not shown and nothing breaks", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 502/);
  await page.route("**/api/blog-feed**", (route) => route.fulfill({ status: 502, body: "{}" }));
  await page.goto("/tech-hub");
  await expect(page.getByRole("heading", { name: "Build the future with us" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Latest Updates" })).toHaveCount(0);
});

test("feed HTML is shown as text, never run", async ({ page }) => {
  await page.route("**/api/blog-feed**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        status: "ok",
        items: [
          {
            title: "<img src=x onerror=alert(1)>",
            link: "https://blog.example/x",
            description: "<p>First <b>para</b><img src=x onerror=window.pwned=1></p><p>second</p>",
            categories: ["a", "b"],
          },
        ],
      }),
    }),
  );
  await page.goto("/tech-hub");
  const post = page.getByRole("article");
  await expect(post).toHaveCount(1);
  await expect(post.getByRole("heading")).toHaveText("<img src=x onerror=alert(1)>");
  await expect(post).toContainText("First para");
  await expect(post).not.toContainText("second");
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});
