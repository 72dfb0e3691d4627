import { expect, test } from "vitest";
import {
  editorContentSecurityPolicy,
  editorContentSecurityPolicyFor,
} from "#server/staff/staff-ui.ts";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

test("with content on this server, the editor's pages reach this host only", () => {
  expect(editorContentSecurityPolicyFor("local")).toBe(editorContentSecurityPolicy);
  expect(directives(editorContentSecurityPolicy).get("connect-src")).toEqual(["'self'"]);
});

test("with content in GitHub, the editor may call GitHub's API and show avatars, and nothing else changes", () => {
  const local = directives(editorContentSecurityPolicy);
  const github = directives(editorContentSecurityPolicyFor("github"));
  expect(github.get("connect-src")).toEqual([
    "'self'",
    "https://api.github.com",
    "https://raw.githubusercontent.com",
  ]);
  expect(github.get("img-src")).toEqual([
    ...(local.get("img-src") ?? []),
    "https://avatars.githubusercontent.com",
  ]);
  for (const [name, sources] of github) {
    if (name !== "connect-src" && name !== "img-src")
      expect(sources, name).toEqual(local.get(name));
  }
  expect(github.get("script-src")).toEqual(["'self'"]);
});
