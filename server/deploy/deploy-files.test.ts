import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { isAbsolute, relative } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * deploy/'s environment files and units, held to what running them
 * under a real systemd found (docs/decisions/131-deploy-tried-under-systemd.md).
 * The units themselves only run on a server: docs/deploy.md, "Tried under systemd".
 */

const environmentFiles = [
  "deploy/app.env.example",
  "deploy/caddy.env.example",
  "deploy/instance-1.env",
  "deploy/instance-2.env",
];

/** KEY=value lines as systemd's EnvironmentFile= reads them: double quotes around a value go. */
function systemdEnvironment(file: string): Record<string, string> {
  const assignments = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const at = line.indexOf("=");
      const value = line.slice(at + 1).trim();
      return [line.slice(0, at), /^".*"$/.test(value) ? value.slice(1, -1) : value] as const;
    });
  return Object.fromEntries(assignments);
}

/** The same file as docs/deploy.md's commands load it: `set -a; . file` in sh. */
function shEnvironment(file: string): Record<string, string> {
  const output = execFileSync("sh", ["-c", 'set -e; set -a; . "$1"; exec env -0', "sh", file], {
    env: { PATH: process.env.PATH },
    encoding: "utf8",
  });
  return Object.fromEntries(
    output
      .split("\0")
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf("=")), entry.slice(entry.indexOf("=") + 1)]),
  );
}

describe.each(environmentFiles)("%s", (file) => {
  test("sh loads it without an error and reads every value as systemd does", () => {
    const loaded = shEnvironment(file);
    for (const [name, value] of Object.entries(systemdEnvironment(file))) {
      expect(loaded[name], name).toBe(value);
    }
  });
});

/** Every value of a setting in a unit file, its lines joined (ReadWritePaths= may repeat). */
function unitSetting(file: string, name: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.startsWith(`${name}=`))
    .flatMap((line) => line.slice(name.length + 1).split(/\s+/))
    .filter(Boolean);
}

function isInside(path: string, folder: string) {
  const way = relative(folder, path);
  return way === "" || (!way.startsWith("..") && !isAbsolute(way));
}

test("the service's sandbox may write every folder app.env gives the service to write, and nothing else of the system", () => {
  const settings = systemdEnvironment("deploy/app.env.example");
  // "-/path": the unit starts without it.
  const writable = unitSetting("deploy/sandbox.conf", "ReadWritePaths").map((path) =>
    path.replace(/^-/, ""),
  );
  expect(unitSetting("deploy/sandbox.conf", "ProtectSystem")).toEqual(["strict"]);
  for (const name of ["UPLOADS_DIR", "CONTENT_DIR", "RELEASES_DIR"]) {
    const folder = settings[name] ?? "";
    expect(
      writable.some((allowed) => isInside(folder, allowed)),
      `${name}=${folder}`,
    ).toBe(true);
  }
});

test("the releases lie outside the app folder, which React Router empties a build folder inside of, and the site is served from the live one", () => {
  const settings = systemdEnvironment("deploy/app.env.example");
  const [appFolder = ""] = unitSetting("deploy/app@.service", "WorkingDirectory");
  const releases = settings.RELEASES_DIR ?? "";
  expect(isAbsolute(releases)).toBe(true);
  expect(isInside(releases, appFolder)).toBe(false);
  expect(settings.SITE_DIR).toBe(`${releases}/current/client`);
});

test("the instances and the daily rebuild run the same build as techhub in one sandbox, the drop-in deploy/sandbox.conf, which the guide installs for both", () => {
  const sandboxKeys = readFileSync("deploy/sandbox.conf", "utf8")
    .split("\n")
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => line.slice(0, line.indexOf("=")));
  expect(sandboxKeys).toContain("ProtectSystem");
  const guide = readFileSync("docs/deploy.md", "utf8");
  for (const unit of ["app@", "rebuild"]) {
    const file = `deploy/${unit}.service`;
    expect(unitSetting(file, "User"), file).toEqual(["techhub"]);
    expect(readFileSync(file, "utf8"), file).not.toContain("runuser");
    // One source: a unit setting one of the sandbox's keys itself would override or add to it.
    for (const key of sandboxKeys) expect(unitSetting(file, key), `${file}: ${key}`).toEqual([]);
  }
  expect(guide).toContain("for unit in app@ rebuild; do");
  expect(guide).toContain(
    "install -D -m 644 deploy/sandbox.conf /etc/systemd/system/$unit.service.d/sandbox.conf",
  );
});
