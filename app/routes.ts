import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/*
 * The one route table: every path of SPEC §2 and DECISIONS.md, one module per
 * path under routes/<section>/, each section grouped under its layout (and its
 * prefix once it has one). The prerender list is derived from this table and
 * from content (react-router.config.ts), never written by hand.
 */

// SPEC §2: routes are case sensitive (`/About` is not found).
const exact = { caseSensitive: true } as const;

export default [
  layout("layouts/main-layout.tsx", { id: "main" }, [
    index("routes/hub/home.tsx"),
    route("about", "routes/hub/about.tsx", exact),
    route("contact", "routes/hub/contact.tsx", exact),
    route("tech-hub", "routes/hub/tech-hub.tsx", exact),
    route("talent", "routes/hub/talent.tsx", exact),
    route("hire", "routes/hub/hire.tsx", exact),
    route("privacy", "routes/site/privacy.tsx", exact),
    // Where a form sent without JavaScript lands, and where the mailing list's
    // links lead (schemas/form-posts.ts); one module draws them all.
    ...prefix("forms/:form", [
      route("sent", "routes/site/result.tsx", { id: "form-sent", ...exact }),
      route("failed/:reason", "routes/site/result.tsx", { id: "form-failed", ...exact }),
    ]),
    // The pages the mailing list's links open: one button each, which posts.
    route("mailing-list/confirm", "routes/site/mail-link.tsx", {
      id: "mailing-list-confirm",
      ...exact,
    }),
    route("mailing-list/unsubscribe", "routes/site/mail-link.tsx", {
      id: "mailing-list-unsubscribe",
      ...exact,
    }),
    route("mailing-list/:result", "routes/site/result.tsx", {
      id: "mailing-list-result",
      ...exact,
    }),
    // The hub's own application forms (issue 34), one per call, and where a post lands.
    ...prefix("apply/:call", [
      index("routes/apply/apply.tsx", { id: "apply" }),
      route("sent", "routes/apply/result.tsx", { id: "apply-sent", ...exact }),
      route("failed", "routes/apply/result.tsx", { id: "apply-failed", ...exact }),
    ]),
    // Each programme's waitlist (issue 34), and where its form lands.
    ...prefix("waitlist/:programme", [
      index("routes/waitlist/waitlist.tsx", { id: "waitlist" }),
      route("sent", "routes/waitlist/result.tsx", { id: "waitlist-sent", ...exact }),
      route("failed", "routes/waitlist/result.tsx", { id: "waitlist-failed", ...exact }),
      // Where a waitlist mail's way out leads, and where leaving lands; the
      // same for the way back mailed to an address that left (decision 247).
      route("leave", "routes/waitlist/mail-link.tsx", { id: "waitlist-leave", ...exact }),
      route("left", "routes/waitlist/mail-link.tsx", { id: "waitlist-left", ...exact }),
      route("rejoin", "routes/waitlist/mail-link.tsx", { id: "waitlist-rejoin", ...exact }),
      route("rejoined", "routes/waitlist/mail-link.tsx", { id: "waitlist-rejoined", ...exact }),
    ]),
    route("*", "routes/hub/not-found.tsx", { id: "main-not-found" }),
  ]),
  // The kids' coding section (SPEC §2): its own header, entry popup and not-found page.
  layout("layouts/codeville-layout.tsx", { id: "codeville" }, [
    ...prefix("codeville", [
      index("routes/codeville/home.tsx"),
      route("programmes", "routes/codeville/programmes.tsx", exact),
      // One route for the programme pages; the prerender list takes the slugs from content.
      route("programmes/:slug", "routes/codeville/programme.tsx", exact),
      route("faqs", "routes/codeville/faqs.tsx", exact),
      route("about", "routes/codeville/about.tsx", exact),
      route("contact", "routes/codeville/contact.tsx", exact),
      route("components", "routes/codeville/components.tsx", exact),
      route("closed-app", "routes/codeville/closed-app.tsx", exact),
      // The galleries (SPEC §2); /codeville/gallery itself redirects to the first.
      route("gallery", "routes/codeville/gallery/index.tsx", exact),
      route("gallery/junior-academy", "routes/codeville/gallery/junior-academy.tsx", exact),
      route("gallery/kids-code-camp", "routes/codeville/gallery/kids-code-camp.tsx", exact),
      route("gallery/past-projects", "routes/codeville/gallery/past-projects.tsx", exact),
      route("gallery/past-graduates", "routes/codeville/gallery/past-graduates.tsx", exact),
      route("testimonials", "routes/codeville/testimonials.tsx", exact),
      route("brochure", "routes/codeville/brochure.tsx", exact),
      route("*", "routes/codeville/not-found.tsx", { id: "codeville-not-found" }),
    ]),
  ]),
  // The startup programmes (SPEC §2): the call-for-applications banner, their
  // own header, and a not-found page in their style.
  layout("layouts/startzone-layout.tsx", { id: "startzone" }, [
    ...prefix("startzone", [
      index("routes/startzone/overview.tsx"),
      route("investment", "routes/startzone/investment.tsx", exact),
      route("business-incubation", "routes/startzone/incubation.tsx", exact),
      route("business-incubation/springboard", "routes/startzone/springboard.tsx", exact),
      route("business-incubation/start-up-boost", "routes/startzone/start-up-boost.tsx", exact),
      route("*", "routes/startzone/not-found.tsx", { id: "startzone-not-found" }),
    ]),
  ]),
  // The women's programme (SPEC §2): one page under its own header of anchors.
  layout("layouts/sparks-layout.tsx", { id: "sparks" }, [
    route("sparks", "routes/sparks/home.tsx", exact),
  ]),
] satisfies RouteConfig;
