import { expect, test } from "vitest";
import { savedEntries } from "./save-watch.ts";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

test("the bar names a saved entry as Publish and the audit log do, from what was saved, and skips its pictures", () => {
  const body = JSON.stringify({
    additions: [
      {
        path: "calls/start-up-boost-2027.yaml",
        contents: base64("programme: start-up-boost\nedition: '2027'\n"),
      },
      { path: "hub/team/ada-obi.yaml", contents: base64("name: Ada Ọbi\nrole: Lead\n") },
      { path: "hub/team/ada-obi/photo-1a2b3c.jpg", contents: base64("not yaml at all") },
      { path: "startzone/start-up-boost.yaml", contents: base64("seo: {}\n") },
    ],
    deletions: [],
  });
  expect(savedEntries(body)).toEqual([
    "Calls for applications: Startup Boost 2027",
    "Team: Ada Ọbi",
    "Startzone: Startup Boost page",
  ]);
  expect(savedEntries("not json")).toEqual([]);
});
