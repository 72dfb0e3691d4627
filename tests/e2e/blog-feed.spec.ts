import { expect, isPhone, test } from "./fixtures.ts";

test.skip(
  ({ viewport }) => isPhone(viewport?.width),
  "the Latest Updates feed is the same on every screen; the page's layout at 360 px is checked by the routes sweep",
);

const latestUpdates = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Latest Updates" });

test("Latest Updates shows three posts, titles lowercased and cut to 40 characters and an ellipsis", async ({
  page,
}) => {
  await page.goto("/tech-hub");
  const posts = latestUpdates(page).getByRole("article");
  await expect(posts).toHaveCount(3);
  for (const title of await posts.getByRole("heading").allTextContents()) {
    expect(title).toBe(title.toLowerCase());
    expect(title.length).toBeLessThanOrEqual(43);
  }
  await expect(posts.getByRole("link").first()).toHaveAttribute("target", "_blank");
});

test("the three posts are in the HTML before any JavaScript runs", async ({ staticPage: page }) => {
  await page.goto("/tech-hub");
  await expect(latestUpdates(page).getByRole("article")).toHaveCount(3);
  await expect(page.getByTestId("blog-post-placeholder")).toHaveCount(0);
});

test("a failing feed refresh is silent: the prerendered posts stay and nothing breaks", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 502/);
  let refreshed = false;
  await page.route("**/api/blog-feed**", (route) => {
    refreshed = true;
    return route.fulfill({ status: 502, body: "{}" });
  });
  await page.goto("/tech-hub");
  await expect.poll(() => refreshed).toBe(true);
  await expect(latestUpdates(page).getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("alert")).toHaveCount(0);
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
  const post = latestUpdates(page).getByRole("article");
  await expect(post).toHaveCount(1);
  await expect(post.getByRole("heading")).toHaveText("<img src=x onerror=alert(1)>");
  await expect(post).toContainText("First para");
  await expect(post).not.toContainText("second");
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});
