import { expect, test } from "vitest";
import { returnCookies } from "#server/payments/return-cookie.ts";

const token = "v1.eyJpIjoxfQ.c2lnbmVk_-";

test("on https the invoice's cookie is a __Host- one: Secure, the whole host, no Domain another host could widen", () => {
  const cookies = returnCookies("https://enugutechhub.ng");
  const set = cookies.set(token);
  expect(set).toMatch(
    /^__Host-invoice_link=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/,
  );
  expect(set).not.toMatch(/Domain=/i);
  expect(cookies.tokenOf(`__Host-invoice_link=${encodeURIComponent(token)}`)).toBe(token);
  // A cookie without the prefix, which another host under the domain could have set, is not read.
  expect(cookies.tokenOf(`invoice_link=${token}`)).toBeUndefined();
});

test("a cookie given twice, or one that does not decode, is read as none and never throws", () => {
  const cookies = returnCookies("http://localhost:3000");
  expect(cookies.tokenOf(`invoice_link=${token}`)).toBe(token);
  expect(cookies.tokenOf(`invoice_link=${token}; invoice_link=other`)).toBeUndefined();
  for (const header of ["invoice_link=%", "invoice_link=%E0%A4%A", "invoice_link=", undefined]) {
    expect(cookies.tokenOf(header), String(header)).toBeUndefined();
  }
});
