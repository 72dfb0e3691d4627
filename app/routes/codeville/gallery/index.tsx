import { redirect } from "react-router";
import { galleryPaths } from "#app/features/codeville/gallery-paths.ts";

/**
 * /codeville/gallery redirects to the Junior Academy gallery (SPEC §2). The
 * prerender writes the redirect as a small document that the lead service
 * answers with a real 301, as for the legacy programme paths.
 */
export function loader() {
  throw redirect(galleryPaths.juniorAcademy);
}

export default function GalleryIndex() {
  return null;
}
