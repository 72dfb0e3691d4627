import { expect, test } from "vitest";
import { searchCookieName, searchSlots } from "#server/admissions/staff/search-slots.ts";

/** The most a browser keeps of one cookie, its name and value together (RFC 6265 section 6.1; Chrome, Firefox, Safari). */
const browserCookieMaxBytes = 4096;

const cookieHeaderOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

test("a kept search's cookie stays within what a browser keeps, however long the words: the oldest searches give way, the newest is always kept", () => {
  const slots = searchSlots("a signing secret of the staff side, long enough");
  const now = new Date("2026-11-29T10:00:00Z");
  // Igbo words at the search's 200 characters: three bytes each in UTF-8.
  const words = (n: number) => `${"Ọ".repeat(199)}${n}`;
  let header: string | undefined;
  const tokens: string[] = [];
  for (let n = 0; n < 6; n += 1) {
    const kept = slots.keep(
      header,
      "staff-1",
      { call: "kids-code-camp-2026", q: words(n) },
      now,
      true,
    );
    const cookie = cookieHeaderOf(kept.cookie);
    expect(Buffer.byteLength(cookie)).toBeLessThanOrEqual(browserCookieMaxBytes);
    expect(cookie.startsWith(`${searchCookieName}=`)).toBe(true);
    header = cookie;
    tokens.push(kept.token);
    expect(slots.find(header, "staff-1", "kids-code-camp-2026", kept.token, now)).toBe(words(n));
  }
  // Short words keep the five most recent.
  let short: string | undefined;
  const shortTokens: string[] = [];
  for (let n = 0; n < 6; n += 1) {
    const kept = slots.keep(short, "staff-1", { call: "sparks-2024", q: `ada ${n}` }, now, true);
    short = cookieHeaderOf(kept.cookie);
    shortTokens.push(kept.token);
  }
  const found = shortTokens.map((token) => slots.find(short, "staff-1", "sparks-2024", token, now));
  expect(found).toEqual([null, "ada 1", "ada 2", "ada 3", "ada 4", "ada 5"]);
});
