import { expect, test } from "vitest";
import { mailingListLinkPaths, mailLinks } from "./mail-links.ts";
import { linkSealer } from "./signed-links.ts";

const sealer = linkSealer("a".repeat(32));

test("the mails' links stay below SITE_URL's sub-path and carry their token", () => {
  const links = mailLinks("https://example.org/hub", sealer).forConfirmation(
    "ada@example.com",
    "nonce-1",
  );
  for (const [kind, href] of Object.entries(links)) {
    const url = new URL(href);
    expect(url.origin + url.pathname, kind).toBe(
      `https://example.org/hub${mailingListLinkPaths[kind as keyof typeof mailingListLinkPaths]}`,
    );
    expect(url.searchParams.get("token"), kind).toBeTruthy();
  }
});

test("on a site at the root of its host the links are at the root too", () => {
  const { unsubscribe } = mailLinks("https://enugutechhub.ng/", sealer).forBrochure("a@b.ng");
  expect(unsubscribe).toMatch(
    /^https:\/\/enugutechhub\.ng\/api\/mailing-list\/unsubscribe\?token=/,
  );
});
