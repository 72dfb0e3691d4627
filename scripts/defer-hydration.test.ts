import { expect, test } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/home-C.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

test("modulepreloads go and the bootstrap imports the same modules once the page has loaded", () => {
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
  expect(deferred).toContain('addEventListener("load",hydrate,{once:true})');
  expect(deferred).not.toMatch(/^import \* as/m);
});

test("a page React Router wrote differently fails the build instead of shipping unhydrated", () => {
  expect(() => deferHydration("<html><body><script>1</script></body></html>")).toThrow(/bootstrap/);
});
