// A stand-in for the site's build in publishing tests: the same contract
// (CONTENT_DIR in, BUILD_DIR/client out, a reason on stderr and exit 1 on
// failure) in milliseconds instead of minutes. `node fake-site-build.mjs
// validate|build|check`; content/page.yaml's text decides what happens.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const [step] = process.argv.slice(2);
const fail = (reason) => {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
};

if (step === "validate") {
  const text = readFileSync(join(process.env.CONTENT_DIR, "page.yaml"), "utf8");
  if (text.includes("invalid")) fail("page.yaml: title: must not say invalid");
} else if (step === "build") {
  const text = readFileSync(join(process.env.CONTENT_DIR, "page.yaml"), "utf8");
  if (text.includes("breaks the build")) fail("page.yaml: title: the prerender could not use it");
  const client = join(process.env.BUILD_DIR, "client");
  mkdirSync(client, { recursive: true });
  writeFileSync(
    join(client, "index.html"),
    `<!doctype html><title>t</title><p>${text.trim()}</p>\n`,
  );
} else if (step === "check") {
  const html = readFileSync(join(process.env.BUILD_DIR, "client", "index.html"), "utf8");
  if (html.includes("too big")) fail("/: html 900.0 KB is over its budget of 60.0 KB");
} else {
  fail(`unknown step ${step}`);
}
