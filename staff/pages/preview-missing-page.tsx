import { Link, useLocation, useSearchParams } from "react-router";
import { entryPreviewQuerySchema } from "#schemas/publish.ts";
import { copy } from "../copy.ts";

const words = copy.previewMissing;

/** Where the pages of the preview are: what follows it is the page's address on the site. */
const previewSitePrefix = "/preview/site";

/**
 * A page the preview does not have (the preview's route answers 404 with
 * the staff UI, server/staff/preview-site.ts): which address it was, why it
 * may be missing, and the way back to the entry it was opened for (its
 * `entry`, an address of the editor, as the entry's preview links it) and
 * to Publish.
 */
export function PreviewMissingPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = pathname.slice(previewSitePrefix.length) || "/";
  // Only an address of the editor: anything else sent in the link is ignored.
  const entry = entryPreviewQuerySchema.shape.editor.safeParse(search.get("entry"));
  const editorPath = entry.success ? entry.data : null;
  return (
    <section aria-labelledby="preview-missing-title" className="flex flex-col gap-4 sm:max-w-2xl">
      <h1 id="preview-missing-title" className="text-h1">
        {words.title}
      </h1>
      <p className="wrap-anywhere">{words.why(page)}</p>
      <p>{words.again}</p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {editorPath && (
          <>
            <a className="underline underline-offset-2" href={editorPath}>
              {words.backToEntry}
            </a>
            <Link
              className="underline underline-offset-2"
              to={`/preview/entry/${editorPath.slice("/keystatic/".length)}`}
            >
              {words.previewOfEntry}
            </Link>
          </>
        )}
        <Link className="underline underline-offset-2" to="/publish">
          {words.toPublish}
        </Link>
      </p>
    </section>
  );
}
