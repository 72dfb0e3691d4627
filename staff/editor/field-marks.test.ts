// @vitest-environment jsdom
import { expect, test } from "vitest";
import { markRefused } from "./field-marks.ts";

test("a refused field is invalid and described by the refusal first, then by its own hint; unmarked it is as it was", () => {
  document.body.innerHTML = `<input id="closes" aria-describedby="closes-hint"><p id="closes-hint">Hint</p>`;
  const field = document.getElementById("closes") as HTMLElement;
  const unmark = markRefused(field, "refusal-0");
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(field.getAttribute("aria-describedby")).toBe("refusal-0 closes-hint");
  unmark();
  expect(field.hasAttribute("aria-invalid")).toBe(false);
  expect(field.getAttribute("aria-describedby")).toBe("closes-hint");
});

test("a field marked twice by the same refusal names it once", () => {
  document.body.innerHTML = `<input id="opens">`;
  const field = document.getElementById("opens") as HTMLElement;
  markRefused(field, "refusal-0");
  markRefused(field, "refusal-0");
  expect(field.getAttribute("aria-describedby")).toBe("refusal-0");
});
