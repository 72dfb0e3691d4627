import { afterEach, expect, test } from "vitest";
import { multipartBody } from "#tests/support/multipart-body.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

let t: StaffTestApp;
afterEach(() => t?.cleanup());

test("a staff form sent as a file upload or another body is refused with 415 saying what the form takes; its own fields still go through", async () => {
  t = await createStaffTestApp();
  const staff = await t.personWithRole("staff");
  const send = (url: string, contentType: string, payload: string | Buffer) =>
    t.staff.inject({
      method: "POST",
      url,
      headers: { cookie: staff.cookie, origin: t.origin, "content-type": contentType },
      payload,
    });
  const { body, contentType } = multipartBody([{ name: "text", value: "Called the parent" }]);

  for (const url of [
    "/applications/sparks-2024/SPK-2024-0001/notes",
    "/applications/sparks-2024",
    "/payments/sparks-2024/SPK-2024-0001/payments",
  ]) {
    const upload = await send(url, contentType, body);
    expect(upload.statusCode, url).toBe(415);
    expect(upload.json().message, url).toBe(
      "This form takes its fields as a plain form (application/x-www-form-urlencoded) or as JSON, not file uploads (multipart/form-data).",
    );
    const xml = await send(url, "text/xml", "<text>Called</text>");
    expect(xml.statusCode, url).toBe(415);
    expect(xml.json().message, url).toMatch(/^This form takes its fields as a plain form/);
  }
  const form = await send(
    "/applications/sparks-2024",
    "application/x-www-form-urlencoded",
    "stage=received",
  );
  expect(form.statusCode).toBe(303);
  const json = await send("/applications/sparks-2024", "application/json", '{"stage":"received"}');
  expect(json.statusCode).toBe(303);
});
