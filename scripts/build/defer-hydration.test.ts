import { expect, test, vi } from "vitest";
import { deferHydration, hydrateAfterLoadAndPaint } from "./defer-hydration.ts";

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

test("modulepreloads go and the bootstrap imports the same modules once the page has loaded and painted", () => {
  const deferred = deferHydration(page);
  expect(deferred).not.toContain("modulepreload");
  expect(deferred).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  expect(deferred).toContain('await import("/assets/manifest-1.js");');
  expect(deferred).toContain(
    'const [route0,route1]=await Promise.all([import("/assets/root-B.js"),import("/assets/home-C.js")]);',
  );
  expect(deferred).toContain(
    'window.__reactRouterRouteModules={"root":route0,"routes/home":route1};',
  );
  expect(deferred).toContain('import("/assets/entry.client-A.js");');
  expect(deferred).toContain(hydrateAfterLoadAndPaint);
  expect(deferred).not.toMatch(/^import \* as/m);
});

test("a page React Router wrote differently fails the build instead of shipping unhydrated", () => {
  expect(() => deferHydration("<html><body><script>1</script></body></html>")).toThrow(/bootstrap/);
});

/** Runs the start-up snippet against a stand-in browser and says when `hydrate` ran. */
function browser({ readyState, reportsPaints }: { readyState: string; reportsPaints: boolean }) {
  const hydrate = vi.fn();
  let onLoad: (() => void) | undefined;
  let onPaint: (() => void) | undefined;
  let painted = false;
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ["paint", "navigation"] : ["navigation"];
    #callback: (list: unknown, observer: PerformanceObserver) => void;
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      this.#callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      onPaint = () => this.#callback([], this);
      if (painted) onPaint();
    }
    disconnect() {
      onPaint = undefined;
    }
  }
  new Function(
    "hydrate",
    "document",
    "addEventListener",
    "PerformanceObserver",
    hydrateAfterLoadAndPaint,
  )(
    hydrate,
    { readyState },
    (type: string, listener: () => void, options: unknown) => {
      expect([type, options]).toEqual(["load", { once: true }]);
      onLoad = listener;
    },
    PerformanceObserver,
  );
  return {
    hydrate,
    load: () => onLoad?.(),
    paint: () => {
      painted = true;
      onPaint?.();
    },
  };
}

test("hydration waits for the load event and then for the first paint, and runs once", () => {
  const page = browser({ readyState: "loading", reportsPaints: true });
  page.load();
  expect(page.hydrate).not.toHaveBeenCalled();
  page.paint();
  page.paint();
  expect(page.hydrate).toHaveBeenCalledOnce();
});

test("a page that painted before it loaded hydrates at the load event", () => {
  const page = browser({ readyState: "interactive", reportsPaints: true });
  page.paint();
  expect(page.hydrate).not.toHaveBeenCalled();
  page.load();
  expect(page.hydrate).toHaveBeenCalledOnce();
});

test("a page already loaded when the snippet runs hydrates once it has painted", () => {
  const page = browser({ readyState: "complete", reportsPaints: true });
  expect(page.hydrate).not.toHaveBeenCalled();
  page.paint();
  expect(page.hydrate).toHaveBeenCalledOnce();
});

test("a browser that does not report paints hydrates at the load event", () => {
  const page = browser({ readyState: "loading", reportsPaints: false });
  page.load();
  expect(page.hydrate).toHaveBeenCalledOnce();
});
