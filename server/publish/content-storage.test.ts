import { expect, test } from "vitest";
import { parseServerEnv } from "#server/env.ts";
import { githubModeNotice } from "#server/publish/content-storage.ts";

/** Where content is kept, as the service's one environment schema reads it. */
const parseContentStorage = (env: NodeJS.ProcessEnv) => parseServerEnv(env).CONTENT_STORAGE;

const github = {
  KEYSTATIC_STORAGE: "github",
  KEYSTATIC_GITHUB_REPO: "enugu-tech-hub/site-content",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret",
  KEYSTATIC_SECRET: "x".repeat(40),
};

test("without settings, and with empty ones, content is kept on this server's disk", () => {
  expect(parseContentStorage({})).toEqual({ kind: "local" });
  expect(parseContentStorage({ KEYSTATIC_STORAGE: "" })).toEqual({ kind: "local" });
  expect(parseContentStorage({ KEYSTATIC_STORAGE: "local" })).toEqual({ kind: "local" });
});

test("GitHub mode takes the repository, the app's client and the cookie secret", () => {
  const storage = parseContentStorage(github);
  expect(storage).toEqual({
    kind: "github",
    repo: { owner: "enugu-tech-hub", name: "site-content" },
    clientId: github.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: github.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: github.KEYSTATIC_SECRET,
  });
  if (storage.kind === "github") {
    expect(githubModeNotice(storage)).toContain("enugu-tech-hub/site-content");
  }
});

test("a half-given GitHub setting fails naming every variable to fix", () => {
  const { KEYSTATIC_GITHUB_CLIENT_SECRET: _secret, ...withoutSecret } = github;
  expect(() =>
    parseContentStorage({
      ...withoutSecret,
      KEYSTATIC_GITHUB_REPO: "no-slash",
      KEYSTATIC_SECRET: "short",
    }),
  ).toThrow(
    /KEYSTATIC_GITHUB_REPO: must be owner\/name[\s\S]*KEYSTATIC_GITHUB_CLIENT_SECRET[\s\S]*KEYSTATIC_SECRET: must be at least 32/,
  );
  expect(() => parseContentStorage({ KEYSTATIC_STORAGE: "dropbox" })).toThrow(/KEYSTATIC_STORAGE/);
});
