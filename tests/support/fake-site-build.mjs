// A stand-in for the site's build in publishing tests: the same contract as
// scripts/build/build-site.ts (CONTENT_DIR in, BUILD_DIR/client out, each
// step's result sent as an event on the IPC channel) in milliseconds instead
// of seconds. `node fake-site-build.mjs release|preview`; the text of the
// Startup Boost page's entry decides what happens. A text that says "wait"
// holds the build at its pages step until the file FAKE_BUILD_GATE exists.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const plans = {
  release: ["content", "pictures", "pages", "finish", "links"],
  preview: ["content", "pictures", "pages"],
};
const plan = plans[process.argv[2]];
const mode = process.env.REUSE_BUILD_DIR ? "content" : "full";
const entryFile = "startzone/start-up-boost.yaml";
const text = readFileSync(join(process.env.CONTENT_DIR, entryFile), "utf8").trim();
const page = {
  name: "Startzone: Startup Boost page",
  editorPath: "/keystatic/singleton/startzone-start-up-boost",
};
const send = (event) =>
  new Promise((resolve) => process.send(event, undefined, undefined, resolve));

const problems = {
  content: text.includes("invalid") && {
    message: "the title must not say invalid",
    entry: page,
    field: "Title",
    page: null,
    fixable: true,
    detail: null,
  },
  pages: text.includes("breaks the build") && {
    message: "the website could not be built because of a problem in its code",
    entry: null,
    field: null,
    page: null,
    fixable: false,
    detail: "TypeError: the prerender could not use it",
  },
  links: text.includes("dead link") && {
    message: "the link to /nowhere leads to no page of the website: correct it, or remove it",
    entry: page,
    field: "Title",
    page: "/",
    fixable: true,
    detail: null,
  },
};

for (const step of plan) {
  if (problems[step]) {
    await send({ type: "failed", step, problems: [problems[step]] });
    process.exit(1);
  }
  if (step === "pages" && text.includes("wait")) {
    while (!existsSync(process.env.FAKE_BUILD_GATE)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  if (step === "pages") {
    const client = join(process.env.BUILD_DIR, "client");
    mkdirSync(client, { recursive: true });
    writeFileSync(
      join(client, "index.html"),
      `<!doctype html><html><head><title>t</title></head><body><p>${text}</p></body></html>\n`,
    );
    writeFileSync(
      join(process.env.BUILD_DIR, "page-reads.json"),
      JSON.stringify({
        every: [],
        pages: { "/": [entryFile], "/about": [] },
        titles: { "/": "Startup Boost 2027 | Startzone | Enugu Tech Hub", "/about": "About us" },
      }),
    );
  }
  await send({ type: "step", step, ms: 1, mode });
}
process.exit(0);
