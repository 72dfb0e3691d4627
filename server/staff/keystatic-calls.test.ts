import { describe, expect, test } from "vitest";
import { keystaticCallOf, keystaticSteps } from "./keystatic-calls.ts";

/**
 * Every spelling of a Keystatic action that its handler would read as the
 * action (issue 31, item 1) is either the call itself, spelled as the
 * editor's UI spells it, or refused: none reaches Keystatic unchecked.
 */

const sha = "0123456789abcdef0123456789abcdef01234567";

describe("the spellings of a save that Keystatic reads as its update", () => {
  // Each of these reaches Keystatic's own writer when forwarded.
  const readAsUpdate = [
    "/api/keystatic/update/",
    "/api/keystatic/./update",
    "/api/keystatic/%2e/update",
    "/api/keystatic/%2E/update",
    "/api/keystatic/x/../update",
    "/api/keystatic/x/%2e%2e/update",
    "/api/keystatic//update",
    "/api/keystatic/update//",
    "/api/keystatic/up%64ate",
    "/api/keystatic/update/%2e",
    "/api/keystatic/update\\",
  ];
  // Read as another action by Keystatic, but no spelling of the editor's either.
  const otherSpellings = [
    "/api/keystatic/update%2F",
    "/api/keystatic/%2Fupdate",
    "/api/keystatic/update;x",
  ];

  test("each is read by Keystatic as its update, so each must be stopped here", () => {
    for (const url of readAsUpdate) {
      expect(keystaticSteps(new URL(url, "http://staff.example")), url).toEqual(["update"]);
    }
  });

  test("each is refused as an address the editor never sends, whatever the method", () => {
    for (const url of [...readAsUpdate, ...otherSpellings]) {
      for (const method of ["POST", "GET"]) {
        expect(keystaticCallOf(method, url), `${method} ${url}`).toMatchObject({
          ok: false,
          status: 400,
        });
      }
    }
  });

  test("another case is no action of the editor", () => {
    for (const url of ["/api/keystatic/UPDATE", "/api/keystatic/Update"]) {
      expect(keystaticCallOf("POST", url)).toMatchObject({ ok: false, status: 404 });
    }
  });

  test("only the spelling the editor sends is a save, with or without a query", () => {
    expect(keystaticCallOf("POST", "/api/keystatic/update")).toEqual({
      ok: true,
      call: { kind: "update" },
    });
    expect(keystaticCallOf("POST", "/api/keystatic/update?x=1")).toMatchObject({ ok: true });
  });
});

describe("every other call and method", () => {
  test("reading is by GET only: the tree and a file by its id", () => {
    expect(keystaticCallOf("GET", "/api/keystatic/tree")).toEqual({
      ok: true,
      call: { kind: "tree" },
    });
    expect(keystaticCallOf("GET", `/api/keystatic/blob/${sha}/hub/team/ada.yaml`)).toEqual({
      ok: true,
      call: { kind: "blob", file: "hub/team/ada.yaml" },
    });
    for (const [method, url] of [
      ["POST", "/api/keystatic/tree"],
      ["POST", `/api/keystatic/blob/${sha}/hub/team/ada.yaml`],
      ["GET", "/api/keystatic/update"],
      ["HEAD", "/api/keystatic/tree"],
      ["PUT", "/api/keystatic/update"],
      ["DELETE", "/api/keystatic/update"],
      ["GET", "/api/keystatic/blob/not-an-id/hub/team/ada.yaml"],
      ["GET", `/api/keystatic/blob/${sha}`],
      ["GET", "/api/keystatic/tree/extra"],
    ] as const) {
      expect(keystaticCallOf(method, url), `${method} ${url}`).toMatchObject({
        ok: false,
        status: 404,
      });
    }
  });

  test("a file read through dot steps or encoded slashes is refused", () => {
    for (const url of [
      `/api/keystatic/blob/${sha}/hub/team/../../../etc/passwd`,
      `/api/keystatic/blob/${sha}/hub/team/%2e%2e/x.yaml`,
      `/api/keystatic/blob/${sha}/hub%2Fteam%2Fada.yaml`,
    ]) {
      expect(keystaticCallOf("GET", url), url).toMatchObject({ ok: false, status: 400 });
    }
  });

  test("GitHub's sign-in calls are the editor's only with the method its UI uses", () => {
    for (const action of ["login", "logout", "repo-not-found"] as const) {
      expect(keystaticCallOf("GET", `/api/keystatic/github/${action}`)).toEqual({
        ok: true,
        call: { kind: "github", action },
      });
    }
    expect(keystaticCallOf("POST", "/api/keystatic/github/refresh-token")).toMatchObject({
      ok: true,
    });
    for (const [method, url] of [
      ["GET", "/api/keystatic/github/refresh-token"],
      ["POST", "/api/keystatic/github/login"],
      ["GET", "/api/keystatic/github/created-app"],
      ["GET", "/api/keystatic/github"],
    ] as const) {
      expect(keystaticCallOf(method, url), `${method} ${url}`).toMatchObject({ ok: false });
    }
  });
});
