import { afterEach, expect, test } from "vitest";
import { signInReturningTo } from "#schemas/staff.ts";
import { signInAddress } from "#server/staff/sign-in-return.ts";
import { multipartBody } from "#tests/support/multipart-body.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t?.cleanup());

const page = "/applications/sparks-2024/SPK-2024-0001";
const notes = `${page}/notes`;
/** What a browser sends with a form it posts by itself, with no JavaScript. */
const navigation = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function formPost(
  cookie: string | null,
  headers: Record<string, string>,
  payload: string | Buffer = "text=Called",
) {
  return t.staff.inject({
    method: "POST",
    url: notes,
    headers: {
      origin: t.origin,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload,
  });
}

test("a plain form posted with no session or an ended one is sent to sign in, back to the form's page; a fetch still gets 401 and its reason", async () => {
  t = await createStaffTestApp();
  const referer = { referer: `${t.origin}${page}` };

  const anonymous = await formPost(null, { accept: navigation, ...referer });
  expect(anonymous.statusCode).toBe(303);
  expect(anonymous.headers.location).toBe(`/sign-in?next=${encodeURIComponent(page)}`);

  const { body, contentType } = multipartBody([{ name: "text", value: "Called" }]);
  const multipart = await formPost(
    null,
    { accept: navigation, "content-type": contentType, ...referer },
    body,
  );
  expect(multipart.statusCode).toBe(303);

  const staff = await t.personWithRole("staff");
  t.advanceClock(13 * 3_600_000);
  const ended = await formPost(staff.cookie, { accept: navigation, ...referer });
  expect(ended.statusCode).toBe(303);
  expect(ended.headers.location).toBe(`/sign-in?next=${encodeURIComponent(page)}`);

  for (const [what, headers] of [
    ["a fetch of JSON", { accept: "application/json", "content-type": "application/json" }],
    ["a fetch of a form", { accept: "*/*" }],
  ] as const) {
    const fetched = await formPost(staff.cookie, headers, "{}");
    expect(fetched.statusCode, what).toBe(401);
    expect(fetched.json(), what).toEqual({ error: "Unauthorized", message: expect.any(String) });
  }
});

test("the way back after signing in is a path of the staff side only, never another host's and never a query", () => {
  const origin = "https://staff.hub.example";
  expect(signInAddress(`${origin}/applications/sparks-2024?stage=offer`, origin)).toBe(
    "/sign-in?next=%2Fapplications%2Fsparks-2024",
  );
  for (const referer of [
    undefined,
    "not an address",
    "https://evil.example/applications",
    "http://staff.hub.example/applications",
    `${origin}//evil.example/x`,
    `${origin}/sign-in`,
  ]) {
    expect(signInAddress(referer, origin), referer).toBe("/sign-in");
  }
});

test("a page asked for while signed out is where the sign-in comes back to, by its path alone", () => {
  expect(signInReturningTo("/leads/contact/12")).toBe("/sign-in?next=%2Fleads%2Fcontact%2F12");
  for (const path of [
    "/",
    "/sign-in",
    "//evil.example",
    "/\\evil.example",
    "/api/leads",
    "leads",
  ]) {
    expect(signInReturningTo(path), path).toBe("/sign-in");
  }
});
