import { absoluteUrl } from "#app/config/site-url.ts";
import { readIdentity } from "#content-model/site/identity.server.ts";
import type { Identity } from "#content-model/site/identity.ts";

/**
 * The organisation as schema.org JSON-LD, from the one identity file, for the
 * home page's head: search engines read the name, address, contacts and
 * profiles from it. Runs at prerender only.
 */
export function organizationJsonLd(
  description: string,
  identity: Identity = readIdentity(),
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

/** A free online programme as a schema.org Course (Startzone's programmes, Sparks). */
export function freeOnlineCourseJsonLd(
  course: { name: string; description: string; path: string; durationIso?: string },
  identity: Pick<Identity, "name"> = readIdentity(),
  env: NodeJS.ProcessEnv = process.env,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.description,
    url: absoluteUrl(course.path, env),
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "NGN", category: "Free" },
    provider: { "@type": "Organization", name: identity.name, url: absoluteUrl("/", env) },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "online",
      ...(course.durationIso ? { courseWorkload: course.durationIso } : {}),
    },
    ...(course.durationIso ? { timeRequired: course.durationIso } : {}),
  };
}

/** Questions and answers as schema.org FAQPage; an answer given as lines is read as one text. */
export function faqPageJsonLd(
  items: readonly { question: string; answer: string | readonly string[] }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: typeof item.answer === "string" ? item.answer : item.answer.join(" "),
      },
    })),
  };
}
