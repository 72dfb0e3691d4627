import { render } from "@testing-library/react";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { site } from "#app/config/site.ts";
import {
  anchorOffset,
  scrollToAnchor,
  scrollToAnchorWhenPresent,
  useHashTargetScroll,
} from "./anchor-scroll.ts";

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** A section whose top sits `top` px below the top of the window. */
function addSection(id: string, top: number) {
  const section = document.createElement("section");
  section.id = id;
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(section);
  return section;
}

function setViewportWidth(width: number) {
  vi.spyOn(window, "innerWidth", "get").mockReturnValue(width);
}

test("a section anchor lands 120 px below the top on phones and 150 px on wide screens", () => {
  expect(anchorOffset("about", 360)).toBe(120);
  expect(anchorOffset("about", site.mobileNavMaxWidthPx)).toBe(120);
  expect(anchorOffset("about", site.mobileNavMaxWidthPx + 1)).toBe(150);
  expect(anchorOffset("about", 1440)).toBe(150);
});

test("the FAQ anchor lands 120 px below the top at every width", () => {
  expect(anchorOffset("faq", 360)).toBe(120);
  expect(anchorOffset("faq", 1440)).toBe(120);
});

test("scrolling to an anchor subtracts its offset from the section's place on the page", () => {
  vi.spyOn(window, "scrollY", "get").mockReturnValue(200);
  addSection("about", 1000);
  addSection("faq", 3000);

  setViewportWidth(1440);
  expect(scrollToAnchor("about")).toBe(true);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 1200 - 150, behavior: "smooth" });
  expect(scrollToAnchor("faq")).toBe(true);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 3200 - 120, behavior: "smooth" });

  setViewportWidth(360);
  scrollToAnchor("about");
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 1200 - 120, behavior: "smooth" });
  expect(scrollToAnchor("nowhere")).toBe(false);
});

test("a hash target that appears late is still reached, within 10 seconds", () => {
  vi.useFakeTimers();
  setViewportWidth(1440);
  scrollToAnchorWhenPresent("faq");
  expect(scrollTo).not.toHaveBeenCalled();
  vi.advanceTimersByTime(9_000);
  addSection("faq", 800);
  vi.advanceTimersByTime(200);
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 800 - 120, behavior: "smooth" });
  vi.advanceTimersByTime(5_000);
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test("after 10 seconds without its target the page stops looking", () => {
  vi.useFakeTimers();
  scrollToAnchorWhenPresent("faq");
  vi.advanceTimersByTime(site.anchorRetryTimeoutMs + 100);
  addSection("faq", 800);
  vi.advanceTimersByTime(1_000);
  expect(scrollTo).not.toHaveBeenCalled();
});

function HashScroll() {
  useHashTargetScroll();
  return null;
}

test("arriving at an address with a hash scrolls to its target once it renders", () => {
  vi.useFakeTimers();
  setViewportWidth(360);
  render(
    createElement(
      MemoryRouter,
      { initialEntries: ["/startzone#about"] },
      createElement(HashScroll),
    ),
  );
  expect(scrollTo).not.toHaveBeenCalled();
  addSection("about", 500);
  vi.advanceTimersByTime(100);
  expect(scrollTo).toHaveBeenCalledWith({ top: 500 - 120, behavior: "smooth" });
});

test("visitors who ask for reduced motion jump instead of gliding", () => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
  setViewportWidth(1440);
  addSection("about", 400);
  scrollToAnchor("about");
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 400 - 150, behavior: "auto" });
  vi.unstubAllGlobals();
});
