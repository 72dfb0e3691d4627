import { expect, test } from "vitest";
import { html } from "#server/admissions/staff/staff-html.ts";
import { servicePage } from "./service-page.ts";

const frame = {
  stylesheet: null,
  hub: {
    name: "Enugu Tech Hub",
    phone: "0809 555 0142",
    workHours: "Monday to Friday, 9am to 5pm",
  },
};

test("a page reached from a mail leads back to the site, and the hub's number is a tel: link a phone can call", () => {
  const page = servicePage(
    frame,
    "Your application",
    html`<h1>Your application</h1>`,
    "Questions? Call Enugu Tech Hub on {phone}, Monday to Friday, 9am to 5pm.",
  );
  expect(page).toMatch(
    /<a href="\/"[^>]*>\s*<img[^>]*>\s*<span[^>]*>Enugu Tech Hub<\/span>\s*<\/a>/,
  );
  expect(page).toMatch(
    /Call Enugu Tech Hub on <a [^>]*href="tel:08095550142">0809 555 0142<\/a>, Monday/,
  );
});

test("the help line is text: what is in it is escaped, around the number's link", () => {
  const page = servicePage(frame, "Title", html``, "<b>Call</b> {phone}");
  expect(page).toContain("&lt;b&gt;Call&lt;/b&gt; <a ");
});
