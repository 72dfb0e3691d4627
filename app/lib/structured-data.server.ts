import { absoluteUrl } from "#app/config/site-url.ts";
import { type Identity, identity as siteIdentity } from "#content/site/identity.ts";

/**
 * The organisation as schema.org JSON-LD, from the one identity file, for the
 * home page's head: search engines read the name, address, contacts and
 * profiles from it. Runs at prerender only.
 */
export function organizationJsonLd(
  description: string,
  identity: Identity = siteIdentity,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, unknown> {
  const { address } = identity;
  const telephone = identity.phone.replace(/\s/g, "");
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${absoluteUrl("/", env)}#organization`,
    name: identity.name,
    legalName: identity.legalName,
    url: absoluteUrl("/", env),
    logo: absoluteUrl("/favicon.svg", env),
    description,
    foundingDate: String(identity.foundedYear),
    email: identity.email,
    telephone,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: "NG",
    },
    geo: { "@type": "GeoCoordinates", ...identity.geo },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone,
        email: identity.email,
        areaServed: "NG",
        availableLanguage: ["English"],
      },
    ],
    sameAs: Object.values(identity.social),
  };
}
