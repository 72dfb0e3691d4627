import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// SPEC §2: routes are case sensitive (`/About` is not found).
const exact = { caseSensitive: true } as const;

export default [
  layout("layouts/main-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx", exact),
    route("contact", "routes/contact.tsx", exact),
    route("tech-hub", "routes/tech-hub.tsx", exact),
    route("*", "routes/not-found.tsx", { id: "main-not-found" }),
  ]),
] satisfies RouteConfig;
