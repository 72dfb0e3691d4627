import { expect, test } from "vitest";
import { rolesAt, sectionAt, staffNavigation } from "./navigation.ts";

test("the navigation lists the labelled pages of the table in its order, the editor and the server-drawn applications and payments loaded as pages of their own", () => {
  expect(staffNavigation.map(({ to }) => to)).toEqual([
    "/",
    "/leads",
    "/applications",
    "/payments",
    "/people/me",
    "/people",
    "/audit",
    "/keystatic",
    "/publish",
    "/account",
  ]);
  expect(staffNavigation.filter(({ reloadDocument }) => reloadDocument)).toMatchObject([
    { to: "/applications" },
    { to: "/payments" },
    { to: "/keystatic" },
  ]);
});

test("a page's roles are those of the page at that exact address, not of a page above it", () => {
  expect(rolesAt("/people/me")).toEqual(["staff", "admin"]);
  expect(rolesAt("/people")).toEqual(["admin"]);
  expect(rolesAt("/leads/contact/12")).toEqual(["staff", "admin"]);
  expect(rolesAt("/keystatic")).toEqual(["editor", "admin"]);
  expect(rolesAt("/keystatic/singleton/site-identity")).toEqual(["editor", "admin"]);
  expect(rolesAt("/no-such-page")).toBeNull();
});

test("a page is in the deepest section whose address leads to it, and Start holds only its own page", () => {
  expect(sectionAt("/leads/contact/12")?.label).toBe("Leads");
  expect(sectionAt("/people/me")?.label).toBe("Lead mails");
  expect(sectionAt("/people/7")?.label).toBe("People");
  expect(sectionAt("/keystatic/collection/calls")?.label).toBe("Site content");
  expect(sectionAt("/")?.label).toBe("Start");
  expect(sectionAt("/leadsx")).toBeUndefined();
  expect(sectionAt("/no-such-page")).toBeUndefined();
});
