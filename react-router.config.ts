import type { Config } from "@react-router/dev/config";
import { applyPath } from "#content-model/calls/calls.ts";
import { programmePath } from "#content-model/codeville/kids-programmes.ts";
import { ownFormCalls } from "#content-model/site/admission-pages.server.ts";
import { waitlistProgrammes } from "#content-model/site/waitlist-pages.server.ts";
import { programmeSlugs } from "./app/config/codeville-programme-paths.ts";
import { notFoundPrerenderPaths } from "./app/config/not-found-paths.ts";
import { formResultPaths, mailingListPages } from "./schemas/form-posts.ts";
import { talentResultPaths } from "./schemas/talent-forms.ts";
import {
  waitlistFormPath,
  waitlistLeavePath,
  waitlistLeftPath,
  waitlistRejoinedPath,
  waitlistRejoinPath,
} from "./schemas/waitlist-paths.ts";
import { buildEnv } from "./scripts/build/build-env.ts";

export default {
  ssr: false,
  // A separate folder lets several builds (a benchmark, a second checkout) coexist.
  buildDirectory: buildEnv.buildDir,
  // Every static route becomes its own HTML file; the not-found pages are
  // prerendered at reserved paths so the server can answer unknown URLs with a
  // designed page and a 404 status.
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      // The programme pages and their legacy redirects, from content.
      ...programmeSlugs.map(programmePath),
      ...formResultPaths(),
      ...talentResultPaths(),
      ...Object.values(mailingListPages),
      // Each call on the hub's own form: its form (or closed) page and its two result pages.
      ...ownFormCalls().flatMap((call) => {
        const form = applyPath(call);
        return [form, `${form}sent`, `${form}failed`];
      }),
      // Each programme's waitlist form, its two result pages, and its mails' link pages.
      ...waitlistProgrammes().flatMap((programme) => {
        const form = waitlistFormPath(programme);
        return [
          form,
          `${form}sent`,
          `${form}failed`,
          waitlistLeavePath(programme),
          waitlistLeftPath(programme),
          waitlistRejoinPath(programme),
          waitlistRejoinedPath(programme),
        ];
      }),
      ...notFoundPrerenderPaths,
    ];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
