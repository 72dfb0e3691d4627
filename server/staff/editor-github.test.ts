import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { ContentStorage } from "#server/publish/content-storage.ts";
import { githubCallbackPath, signedInCallbackPath } from "#server/staff/github-sign-in.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

/**
 * The editor with content kept in GitHub (KEYSTATIC_STORAGE=github, decision
 * 108): Keystatic's GitHub sign-in on the staff host, behind the staff guard.
 * No test reaches github.com: every call to it goes to a stand-in that
 * answers as GitHub's token endpoint does and records what it was asked.
 */

const storage: ContentStorage = {
  kind: "github",
  repo: { owner: "hub", name: "site-content" },
  clientId: "Iv1.testclientid",
  clientSecret: "test-client-secret-never-sent",
  secret: "k".repeat(40),
};

let t: StaffTestApp;
let editor: string;
let staffPerson: string;
/** What this server asked GitHub. */
let askedGitHub: URL[] = [];

beforeAll(async () => {
  t = await createStaffTestApp({}, "sqlite", { storage });
  editor = (await t.personWithRole("editor")).cookie;
  staffPerson = (await t.personWithRole("staff")).cookie;
});
afterAll(() => t.cleanup());
afterEach(() => {
  vi.unstubAllGlobals();
  askedGitHub = [];
});

/** GitHub's token endpoint, standing in: a token for any code. */
function githubStandIn() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (!url.hostname.endsWith("github.com")) return realFetch(input, init);
    askedGitHub.push(url);
    if (url.pathname !== "/login/oauth/access_token") return new Response(null, { status: 404 });
    return Response.json({
      access_token: "ghu_access",
      expires_in: 28_800,
      refresh_token: "ghr_refresh",
      refresh_token_expires_in: 15_897_600,
      scope: "",
      token_type: "bearer",
    });
  });
}

function get(url: string, cookie?: string) {
  return t.staff.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
}

/** An editor leaves for GitHub: the state and the cookie that binds it to this browser. */
async function leaveForGitHub(from?: string) {
  const response = await get(
    `/api/keystatic/github/login${from ? `?from=${encodeURIComponent(from)}` : ""}`,
    editor,
  );
  expect(response.statusCode).toBe(307);
  const authorize = new URL(response.headers.location as string);
  const state = authorize.searchParams.get("state") ?? "";
  const cookie = setCookies(response).find((line) => line.startsWith(`ks-${state}=`));
  if (!cookie) throw new Error(`no cookie for the state ${state}`);
  return { authorize, state, cookie: cookie.split(";")[0] ?? "" };
}

describe("the browser learns where content is kept, and no secret", () => {
  test("an editor is told the repository; the GitHub App's secrets never leave the server", async () => {
    const response = await get("/api/editor/storage", editor);
    expect(response.json()).toEqual({ kind: "github", repo: storage.repo });
    for (const secret of [storage.clientSecret, storage.secret]) {
      expect(response.body).not.toContain(secret);
    }
  });
});

describe("signing in with GitHub", () => {
  test("an editor is sent to GitHub's authorize page with our client id and the staff host's callback", async () => {
    const { authorize, state, cookie } = await leaveForGitHub();
    expect(authorize.origin + authorize.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(authorize.searchParams.get("client_id")).toBe(storage.clientId);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${t.origin}${githubCallbackPath}`);
    expect(state).toMatch(/^[0-9a-f]{20}$/);
    expect(cookie).toBe(`ks-${state}=1`);
    expect(authorize.toString()).not.toContain(storage.clientSecret);
  });

  test("an editor coming back to a page keeps Keystatic's own state and its page", async () => {
    const from = "branch/main/singleton/site-identity";
    const { state, cookie } = await leaveForGitHub(from);
    expect(state).toMatch(/^[0-9a-f]{20}$/);
    expect(decodeURIComponent(cookie)).toBe(`ks-${state}=${from}`);
  });

  test("an anonymous visitor and a staff-role person cannot sign in, refresh or leave GitHub", async () => {
    const routes = [
      { method: "GET" as const, url: "/api/keystatic/github/login" },
      { method: "GET" as const, url: "/api/keystatic/github/logout" },
      { method: "GET" as const, url: "/api/keystatic/github/repo-not-found" },
      { method: "POST" as const, url: "/api/keystatic/github/refresh-token" },
      { method: "GET" as const, url: "/api/editor/storage" },
    ];
    for (const route of routes) {
      const anonymous = await t.staff.inject({ ...route, headers: { origin: t.origin } });
      expect(anonymous.statusCode, route.url).toBe(401);
      const staff = await t.staff.inject({
        ...route,
        headers: { origin: t.origin, cookie: staffPerson },
      });
      expect(staff.statusCode, route.url).toBe(403);
    }
  });
});

test("Keystatic's token refresh reaches it as the browser sends it: a POST without a body", async () => {
  githubStandIn();
  const response = await t.staff.inject({
    method: "POST",
    url: "/api/keystatic/github/refresh-token",
    headers: { origin: t.origin, cookie: editor, "content-length": "0" },
  });
  // No refresh cookie yet: Keystatic's answer, and its UI then offers "Log in with GitHub".
  expect(response.statusCode).toBe(401);
  expect(response.body).toBe("Authorization failed");
  expect(askedGitHub).toEqual([]);
});

describe("back from GitHub", () => {
  test("the callback without a state, with another state or with no cookie for it is refused, and GitHub is not asked", async () => {
    githubStandIn();
    const { state, cookie } = await leaveForGitHub();
    const refused = [
      get(`${githubCallbackPath}?code=abc`, cookie),
      get(`${githubCallbackPath}?code=abc&state=${"0".repeat(20)}`, cookie),
      get(`${githubCallbackPath}?code=abc&state=${state}`),
      get(`${githubCallbackPath}?code=abc&state=close`, cookie),
      get(`${signedInCallbackPath}?code=abc&state=${state}`, editor),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/did not start here/);
    }
    expect(askedGitHub).toEqual([]);
  });

  test("a callback without a code, or with GitHub's refusal, is a 400 with the reason", async () => {
    githubStandIn();
    const { state, cookie } = await leaveForGitHub();
    const noCode = await get(`${githubCallbackPath}?state=${state}`, cookie);
    expect(noCode.statusCode).toBe(400);
    const denied = await get(
      `${githubCallbackPath}?state=${state}&error=access_denied&error_description=The+user+has+denied+your+application+access.`,
      cookie,
    );
    expect(denied.statusCode).toBe(400);
    expect(denied.json().message).toMatch(/denied your application/);
    expect(askedGitHub).toEqual([]);
  });

  test("GitHub's redirect, which comes without the staff session, moves on through a page of this host", async () => {
    const { state, cookie } = await leaveForGitHub();
    const response = await get(`${githubCallbackPath}?code=abc123&state=${state}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    const onward = `${signedInCallbackPath}?code=abc123&amp;state=${state}`;
    expect(response.body).toContain(`<meta http-equiv="refresh" content="0; url=${onward}">`);
  });

  test("the signed-in editor's callback trades the code with GitHub and opens the editor with Keystatic's cookies", async () => {
    githubStandIn();
    const { state, cookie } = await leaveForGitHub();
    const response = await get(
      `${signedInCallbackPath}?code=abc123&state=${state}`,
      `${editor}; ${cookie}`,
    );
    expect(response.statusCode, response.body).toBe(307);
    expect(response.headers.location).toBe("/keystatic");
    const cookies = setCookies(response);
    expect(cookies.some((line) => line.startsWith("keystatic-gh-access-token=ghu_access"))).toBe(
      true,
    );
    expect(cookies.some((line) => line.startsWith("keystatic-gh-refresh-token="))).toBe(true);
    // The state is spent.
    expect(cookies).toContain(`ks-${state}=1; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    expect(askedGitHub).toHaveLength(1);
    expect(askedGitHub[0]?.searchParams.get("client_id")).toBe(storage.clientId);
    expect(askedGitHub[0]?.searchParams.get("code")).toBe("abc123");
  });

  test("the last step is for a signed-in editor only", async () => {
    githubStandIn();
    const { state, cookie } = await leaveForGitHub();
    const url = `${signedInCallbackPath}?code=abc123&state=${state}`;
    const anonymous = await get(url, cookie);
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe("/sign-in");
    const staff = await get(url, `${staffPerson}; ${cookie}`);
    expect(staff.statusCode).toBe(403);
    expect(askedGitHub).toEqual([]);
  });
});

test("the calls for files on this server's disk say content is in GitHub", async () => {
  const calls = [
    t.staff.inject({ url: "/api/keystatic/tree", headers: { cookie: editor, "no-cors": "1" } }),
    t.staff.inject({
      url: `/api/keystatic/blob/${"0".repeat(40)}/site/identity.yaml`,
      headers: { cookie: editor, "no-cors": "1" },
    }),
    t.staff.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { origin: t.origin, cookie: editor, "no-cors": "1" },
      payload: { additions: [], deletions: [] },
    }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/kept in GitHub \(hub\/site-content\)/);
  }
});

test("a save sent to this server anyway is refused and is in the audit log, its files named", async () => {
  const refusals = () =>
    t.site.database.db
      .selectFrom("staff_audit_log")
      .select(["actor_id", "detail"])
      .where("action", "=", "content-save-refused")
      .orderBy("id")
      .execute();
  const before = (await refusals()).length;
  const response = await t.staff.inject({
    method: "POST",
    url: "/api/keystatic/update",
    headers: { origin: t.origin, cookie: editor, "no-cors": "1" },
    payload: { additions: [], deletions: [{ path: "site/identity.yaml" }] },
  });
  expect(response.statusCode).toBe(409);
  const entries = (await refusals()).slice(before);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.actor_id).not.toBeNull();
  // The entry by the editor's name, and the rule in the words the editor was answered with.
  expect(JSON.parse(entries[0]?.detail ?? "null")).toEqual({
    codes: ["content-in-github"],
    files: ["site/identity.yaml"],
    entries: ["Organisation: name, address, phone"],
    rules: [response.json<{ message: string }>().message],
  });
});

test("every GitHub sign-in route is in the guard's list, and only GitHub's callback is public", () => {
  const github = t.staff.staffRoutes.filter(
    (route) =>
      route.method !== "HEAD" &&
      (route.url.includes("/github") || route.url === "/api/editor/storage"),
  );
  expect(github.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
    [
      `GET ${githubCallbackPath}`,
      `GET ${signedInCallbackPath}`,
      "GET /api/editor/storage",
      "GET /api/keystatic/github/login",
    ].sort(),
  );
  for (const route of github) {
    expect(route.roles, route.url).toEqual(
      route.url === githubCallbackPath ? "public" : ["editor", "admin"],
    );
  }
});
