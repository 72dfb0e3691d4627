import { useRouteLoaderData } from "react-router";
import { NotFoundPage } from "#app/components/site/not-found-page.tsx";
import type { StartzoneLayoutData } from "#app/layouts/startzone-layout.tsx";
import type { Route } from "./+types/not-found";

/*
 * No loader: an unknown path is never prerendered, so on a client navigation
 * there is no data file to fetch. The words come from the layout's data.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === "startzone")?.data as
    | StartzoneLayoutData
    | undefined;
  return layout
    ? [{ title: layout.notFound.seoTitle }, { name: "robots", content: "noindex" }]
    : [];
};

export default function StartzoneNotFound() {
  const layout = useRouteLoaderData<StartzoneLayoutData>("startzone");
  return layout ? <NotFoundPage copy={layout.notFound} /> : null;
}
