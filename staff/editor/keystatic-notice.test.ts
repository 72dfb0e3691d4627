// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { keystaticNotices } from "./keystatic-notice.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

const refusal =
  "Not saved. Calls for applications: start-up-boost-2024: Closes: the closing date is before the opening date.";

function notice(text: string): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("role", "alert");
  element.innerHTML = `<svg></svg><span>${text}</span>`;
  return element;
}

test("Keystatic's notice of a refusal the bar shows is hidden, also when it appears later; another notice stays", async () => {
  const notices = keystaticNotices(document.body);
  notices.hide(refusal);
  const refused = notice(refusal);
  const other = notice("Failed to delete");
  document.body.append(refused, other);
  // A MutationObserver answers after the task that changed the page.
  await Promise.resolve();
  expect(refused.hidden).toBe(true);
  expect(other.hidden).toBe(false);
  notices.stop();
});

test("once the refusal is gone from the bar, Keystatic's notices show again as they come", async () => {
  const notices = keystaticNotices(document.body);
  notices.hide(refusal);
  notices.hide(null);
  const later = notice(refusal);
  document.body.append(later);
  await Promise.resolve();
  expect(later.hidden).toBe(false);
  notices.stop();
});
