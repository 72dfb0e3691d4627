import type { Config } from "@react-router/dev/config";
import { programmeSlugs } from "./app/config/codeville-programme-paths.ts";
import { notFoundPrerenderPaths } from "./app/config/not-found-paths.ts";
import { programmePath } from "./schemas/content/kids-programmes.ts";
import { formResultPaths, mailingListPages } from "./schemas/form-posts.ts";
import { talentResultPaths } from "./schemas/talent-forms.ts";
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
