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

test("a reload of the page a navigation left from goes on to the link's address, once", () => {
  rememberNavigationInFlight("/about?from=home", fakeLocation("/"));
  const location = fakeLocation("/");

  expect(resumeInterruptedNavigation(location, "reload")).toBe(true);
  expect(location.replace).toHaveBeenCalledWith("/about?from=home");

  const next = fakeLocation("/about?from=home");
  expect(resumeInterruptedNavigation(next, "reload")).toBe(false);
  expect(next.replace).not.toHaveBeenCalled();
});

test("a page the visitor opens themselves never resumes an earlier navigation", () => {
  rememberNavigationInFlight("/startzone/business-incubation", fakeLocation("/startzone/x"));
  const opened = fakeLocation("/startzone/business-incubation/start-up-boost");

  expect(resumeInterruptedNavigation(opened, "navigate")).toBe(false);
  expect(opened.replace).not.toHaveBeenCalled();
  // The record is gone, so a later reload does not resume it either.
  expect(resumeInterruptedNavigation(opened, "reload")).toBe(false);
});

test("a reload of another page than the one the navigation left from does not resume", () => {
  rememberNavigationInFlight("/contact", fakeLocation("/"));
  const location = fakeLocation("/about");

  expect(resumeInterruptedNavigation(location, "reload")).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});

test("a finished navigation leaves nothing to resume", () => {
  rememberNavigationInFlight("/contact", fakeLocation("/"));
  rememberNavigationInFlight(null);
  const location = fakeLocation("/");

  expect(resumeInterruptedNavigation(location, "reload")).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});

test("only same-site paths are resumed", () => {
  rememberNavigationInFlight("https://elsewhere.example/", fakeLocation("/"));
  const location = fakeLocation("/");

  expect(resumeInterruptedNavigation(location, "reload")).toBe(false);
  expect(location.replace).not.toHaveBeenCalled();
});
