import { expect, test } from "vitest";
import { html } from "#server/admissions/staff/staff-html.ts";
import { headerLogo, servicePage } from "./service-page.ts";

const frame = {
  stylesheet: null,
  logo: null,
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
    /<a href="\/" aria-label="Enugu Tech Hub, home"[^>]*>\s*<span[^>]*>Enugu Tech Hub<\/span>\s*<\/a>/,
  );
  expect(page).toMatch(
    /Call Enugu Tech Hub on <a [^>]*href="tel:08095550142">0809 555 0142<\/a>, Monday/,
  );
});

test("the help line is text: what is in it is escaped, around the number's link", () => {
  const page = servicePage(frame, "Title", html``, "<b>Call</b> {phone}");
  expect(page).toContain("&lt;b&gt;Call&lt;/b&gt; <a ");
});

test("the logo is the live site's header's, mark and name, in the link home; before a build, the name alone", () => {
  const mark =
    '<span class="flex"><svg viewBox="0 0 40 40" aria-hidden="true"><rect x="2"></rect></svg><span>Enugu <span class="text-brand">Tech Hub</span></span></span>';
  const home = `<!doctype html><body><a href="#main">Skip</a><header class="border-b"><div><a aria-label="Enugu Tech Hub, home" class="shrink-0" href="/" data-discover="true">${mark}</a><nav><a href="/about">About</a></nav></div></header></body>`;
  const logo = headerLogo(home);
  expect(logo?.text).toBe(mark);
  const page = servicePage({ ...frame, logo }, "Title", html``, "{phone}");
  expect(page).toContain(`<a href="/" aria-label="Enugu Tech Hub, home"`);
  expect(page).toContain(mark);
  expect(headerLogo('<!doctype html><header><a href="/">Home</a></header>')).toBeNull();
  expect(headerLogo(null)).toBeNull();
});
