import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { browserEnvDefines } from "./schemas/browser-env.ts";
import { buildEnv } from "./scripts/build/build-env.ts";
import { keepCodeBuild } from "./scripts/build/code-build.ts";

/**
 * Components only some pages use (the tabs of the kids' programme, FAQ and
 * gallery pages; the modal, loaded on demand), so they stay off the pages
 * that never use them (see codeSplitting below).
 */
const ownChunkComponents = [
  "app/components/ui/modal.tsx",
  "app/components/ui/tabs.tsx",
  "app/components/ui/year-tabs.tsx",
];

/**
 * Modules only one section uses (the kids', Startzone's, Sparks') stay with
 * its layout and pages, off the other pages.
 */
const sectionOnly = /\/(codeville|startzone|sparks)[-/]/;

/** Blocks of the programme pages of several sections (components/blocks/programme/), off the hub's pages. */
const programmeBlocks = "/app/components/blocks/programme/";

/**
 * Modules of one kind of page (a form's result pages, /privacy, the blog feed
 * of /tech-hub, the contact pages): they load with those pages' own chunks,
 * not with every page.
 */
const onePageModules = [
  "app/components/site/result-page.tsx",
  "app/components/blocks/document.tsx",
  "app/features/blog/",
  "app/features/leads/contact-form.tsx",
  "app/components/blocks/contact-hero.tsx",
  "app/components/blocks/contact-details.tsx",
  // The talent forms of /talent and /hire (issue 23) and the schemas only they use.
  "app/features/leads/talent-lead-form.tsx",
  "app/lib/send-multipart.ts",
  "app/components/blocks/form-section.tsx",
  "schemas/talent-forms.ts",
  "schemas/application-form.ts",
  "schemas/company-hiring-request.ts",
  "schemas/form-rules.ts",
  "schemas/pdf-upload.ts",
  "app/lib/use-form-checks.ts",
  "app/lib/form-entries.ts",
  // The application forms of /apply/<call> (issue 34) and the rules only they use.
  "app/features/admissions/",
  "schemas/admission-answers.ts",
  "schemas/admission-posts.ts",
  // The waitlist forms of /waitlist/<programme> (issue 34).
  "app/features/waitlist/",
];

/** The in-page anchors that only the Startzone and Sparks layouts use. */
const sectionAnchorModules = ["app/lib/anchor-scroll.ts", "app/components/ui/anchor-link.tsx"];

export default defineConfig(({ mode }) => ({
  // keepCodeBuild: a publish of content renders pages with this code build (scripts/build/code-build.ts).
  plugins: [tailwindcss(), reactRouter(), keepCodeBuild()],
  // A bad VITE_* value fails the build with every problem listed.
  define: browserEnvDefines(loadEnv(mode, process.cwd(), "VITE_")),
  build: {
    // A Publish builds into a new release folder that already holds the content the
    // build reads (server/publish/publisher.ts). React Router empties a build folder
    // inside the app before building, content and all, so a release folder under the
    // app (RELEASES_DIR's default) is kept as it is.
    emptyOutDir: buildEnv.keepBuildDir ? false : undefined,
    // Inline nothing as base64: every asset is a cacheable file of its own.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The site's own small modules load as one chunk (one request, one
        // compression window: 2 KB less per page than a dozen tiny chunks).
        // Components only some pages use stay out of it.
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: (id: string) =>
                /\/app\/(components|lib|config|features)\/|\/app\/layouts\/page-frame\.tsx$|\/schemas\/|\/node_modules\/clsx\//.test(
                  id,
                ) &&
                !sectionOnly.test(id) &&
                !id.includes(programmeBlocks) &&
                !onePageModules.some((path) => id.includes(path)) &&
                !sectionAnchorModules.some((path) => id.endsWith(path)) &&
                !ownChunkComponents.some((path) => id.endsWith(path)),
            },
          ],
        },
      },
    },
  },
}));
