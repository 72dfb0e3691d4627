import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

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
    route("*", "routes/hub/not-found.tsx", { id: "main-not-found" }),
  ]),
] satisfies RouteConfig;
