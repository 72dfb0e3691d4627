import { describe, expect, it } from "vitest";
import { failureReason } from "./build-steps.ts";

describe("the reason a failed step shows the staff", () => {
  it("is the content problems a step named, without the error's dump around them", () => {
    const output = [
      "/app/scripts/build/build-images.ts:23",
      "  if (missing.length > 0) throw new ContentError(missing);",
      "                                ^",
      "ContentError: hub/team/someone.yaml: portrait.src: there is no picture named hub/team/nobody",
      "    at <anonymous> (/app/scripts/build/build-images.ts:23:33) {",
      "  problems: [",
      "    { file: 'hub/team/someone.yaml', field: 'portrait.src' }",
      "  ]",
      "}",
      "Node.js v20.20.2",
    ].join("\n");
    expect(failureReason(output)).toBe(
      "hub/team/someone.yaml: portrait.src: there is no picture named hub/team/nobody",
    );
  });

  it("is the last lines written when no content file is named, without stack frames", () => {
    const output =
      "building\n/startzone: 190 kB of JavaScript, over the 180 kB budget\n    at check (x.ts:1:1)\n";
    expect(failureReason(output)).toBe(
      "building\n/startzone: 190 kB of JavaScript, over the 180 kB budget",
    );
  });
});
