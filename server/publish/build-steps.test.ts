import { expect, test } from "vitest";
import { failureReason, runStep, siteBuildSteps } from "#server/publish/build-steps.ts";
import { stepTimeLine, stepTimes } from "#server/publish/step-times.ts";

const options = { appDir: process.cwd(), env: {}, timeoutMs: 30_000 };

/** A shell command that prints these lines, one `printf` each. */
const printing = (lines: string[]) => lines.map((line) => `printf '%s\\n' '${line}'`).join("; ");

test("a step time line reads back as the step and its milliseconds; other lines are not times", () => {
  const line = stepTimeLine({ step: "share files", ms: 1234.4 });
  expect(stepTimes([line, "share previews: 78 pages", ""])).toEqual([
    { step: "share files", ms: 1234 },
  ]);
});

test("a process's steps report their times, whether it succeeds or fails", async () => {
  const done = [
    stepTimeLine({ step: "brochure", ms: 20 }),
    stepTimeLine({ step: "previews", ms: 30 }),
  ];
  const ok = await runStep({ name: "finish", command: printing(done) }, options);
  expect(ok).toEqual({
    ok: true,
    parts: [
      { step: "brochure", ms: 20 },
      { step: "previews", ms: 30 },
    ],
  });
  const failed = await runStep(
    {
      name: "finish",
      command: `${printing(done.slice(0, 1))}; echo "/: js over budget" >&2; exit 1`,
    },
    options,
  );
  expect(failed).toEqual({
    ok: false,
    reason: "/: js over budget",
    parts: [{ step: "brochure", ms: 20 }],
  });
});

test("the reason a step failed leaves out the step times its process printed", () => {
  expect(
    failureReason(
      [
        stepTimeLine({ step: "check:size", ms: 600 }),
        "/about: html 70.0 KB is over its budget",
      ].join("\n"),
    ),
  ).toBe("/about: html 70.0 KB is over its budget");
});

test("a step that died of an uncaught error fails with the error's message, not Node's dump of it", () => {
  const output = [
    "file:///srv/app/scripts/build/prepare-assets.ts:12",
    "  throw error;",
    "  ^",
    "",
    "Error: ENOENT: no such file or directory, open '/srv/releases/1/content/site/identity.yaml'",
    "    at Object.openSync (node:fs:573:18)",
    "    at readFileSync (node:fs:452:35) {",
    "  errno: -2,",
    "  code: 'ENOENT',",
    "  syscall: 'open',",
    "  path: '/srv/releases/1/content/site/identity.yaml'",
    "}",
    "",
    "Node.js v20.19.2",
  ].join("\n");
  expect(failureReason(output)).toBe(
    "Error: ENOENT: no such file or directory, open '/srv/releases/1/content/site/identity.yaml'",
  );
});

test("a publish builds with package.json's build:site, step by step, then runs the release checks in one process", () => {
  const { build, checks } = siteBuildSteps({
    "build:site":
      "tsx scripts/build/prepare-assets.ts && react-router build && tsx scripts/build/finish-site.ts",
    "check:release": "tsx scripts/check/check-release.ts",
  });
  expect(build).toEqual([
    { name: "prepare-assets", command: "tsx scripts/build/prepare-assets.ts" },
    { name: "react-router build", command: "react-router build" },
    { name: "finish-site", command: "tsx scripts/build/finish-site.ts" },
  ]);
  expect(checks).toEqual([
    { name: "check:release", command: "tsx scripts/check/check-release.ts" },
  ]);
});

test("a failed step's reason is the content problems it named, without the error's dump around them", () => {
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
