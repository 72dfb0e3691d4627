import { expect, test } from "vitest";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { organizationJsonLd } from "./structured-data.server.ts";

const identity = readIdentity();

const env = { SITE_URL: "https://hub.example/" };

test("the organisation's JSON-LD is the identity file's, with addresses on SITE_URL", () => {
  const data = organizationJsonLd("What the hub does, in one line.", identity, env);
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: identity.name,
    legalName: identity.legalName,
    url: "https://hub.example/",
    logo: "https://hub.example/favicon.svg",
    description: "What the hub does, in one line.",
    foundingDate: String(identity.foundedYear),
    email: identity.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: identity.address.street,
      addressLocality: "Enugu",
      postalCode: identity.address.postalCode,
      addressCountry: "NG",
    },
    geo: { "@type": "GeoCoordinates", ...identity.geo },
  });
  expect(data.sameAs).toEqual(Object.values(identity.social));
});

test("the telephone is in international form without spaces, as schema.org expects", () => {
  const data = organizationJsonLd("Description.", { ...identity, phone: "+234 803 123 4567" }, env);
  expect(data.telephone).toBe("+2348031234567");
});

test("the JSON-LD survives a round trip through JSON, as it is written into the page", () => {
  const data = organizationJsonLd("Description.", identity, env);
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
});
