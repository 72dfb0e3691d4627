import { expect, test } from "vitest";
import { readIdentity } from "./identity.server.ts";
import { addressLines, phoneHref } from "./identity.ts";
import { readMainHeader, readSiteFooter } from "./navigation.server.ts";

const identity = readIdentity();

test("the header and footer fill every placeholder from its record", () => {
  expect(JSON.stringify([readMainHeader(), readSiteFooter()])).not.toMatch(
    /\{[A-Za-z]\w*\.[A-Za-z]\w*\}/,
  );
});

test("the footer's address, numbers and profiles are the organisation's", () => {
  const footer = readSiteFooter();
  expect(footer.visit.addressLines).toEqual(addressLines(identity.address));
  expect(footer.visit.phone.href).toBe(phoneHref(identity.phone));
  for (const { network, link } of footer.social) expect(link).toBe(identity.social[network]);
  expect(readMainHeader().logoWords).toEqual(identity.logoWords);
});

test("every outside link of the header and footer opens in a new tab", () => {
  const header = readMainHeader();
  const links = [
    ...header.primary,
    ...header.learning.items,
    ...header.external,
    ...readSiteFooter().groups.flatMap((group) => group.links),
  ];
  for (const link of links)
    expect(Boolean(link.external), link.link).toBe(link.link.startsWith("https://"));
});
