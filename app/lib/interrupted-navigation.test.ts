import { beforeEach, expect, test, vi } from "vitest";
import {
  rememberNavigationInFlight,
  resumeInterruptedNavigation,
} from "./interrupted-navigation.ts";

function fakeLocation(path: string) {
  const url = new URL(path, "https://hub.test");
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: vi.fn(),
  } as unknown as Location & { replace: ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  sessionStorage.clear();
});

test("after a reload that interrupted a navigation, the browser goes on to the link's address once", () => {
  rememberNavigationInFlight("/about?from=home");
  const location = fakeLocation("/");

  expect(resumeInterruptedNavigation(location)).toBe(true);
  expect(location.replace).toHaveBeenCalledWith("/about?from=home");

  const next = fakeLocation("/about?from=home");
  expect(resumeInterruptedNavigation(next)).toBe(false);
  expect(next.replace).not.toHaveBeenCalled();
});

test("a finished navigation leaves nothing to resume", () => {
  rememberNavigationInFlight("/contact");
  rememberNavigationInFlight(null);
  const location = fakeLocation("/");

  expect(resumeInterruptedNavigation(location)).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});

test("a pending address equal to the current page does not navigate", () => {
  rememberNavigationInFlight("/tech-hub");
  const location = fakeLocation("/tech-hub");

  expect(resumeInterruptedNavigation(location)).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});

test("only same-site paths are resumed", () => {
  rememberNavigationInFlight("https://elsewhere.example/");
  const location = fakeLocation("/");

  expect(resumeInterruptedNavigation(location)).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});
