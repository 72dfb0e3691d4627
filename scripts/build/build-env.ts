import * as z from "zod";
import { siteUrl } from "../../app/config/site-url.ts";
import { buildModes } from "../../schemas/publish.ts";

/**
 * The build's settings, one schema parsed once (`buildEnv`) when a build
 * starts, failing with every bad variable listed: the only module of
 * scripts/build that reads the environment (scripts/build/build-env.test.ts
 * holds that). The pages' loaders, run by React Router's prerender in a
 * process of its own, read CONTENT_DIR, BUILD_DATE and SITE_URL through the
 * content readers and app/config/site-url.ts.
 */
const unsetWhenEmpty = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const buildEnvSchema = z.object({
  // The output: the release folder a publish builds into, or build/.
  BUILD_DIR: z.preprocess(unsetWhenEmpty, z.string().default("build")),
  // The live release, whose unchanged outputs a publish may take (docs/decisions/107-fast-content-builds.md).
  REUSE_BUILD_DIR: z.preprocess(unsetWhenEmpty, z.string().optional()),
  // `content` when a publish changed only content: the live release's code build is reused.
  BUILD_MODE: z.preprocess(unsetWhenEmpty, z.enum(buildModes).default("full")),
  // "1" from the publisher: React Router must not empty a release folder that holds its content (vite.config.ts).
  KEEP_BUILD_DIR: z.preprocess(unsetWhenEmpty, z.literal("1").optional()),
  SITE_URL: z.preprocess(unsetWhenEmpty, z.string().optional()),
});

export type BuildEnv = {
  buildDir: string;
  reuseDir: string | null;
  mode: z.output<typeof buildEnvSchema>["BUILD_MODE"];
  keepBuildDir: boolean;
  /** The site's address (the default when SITE_URL is unset), and whether it was set. */
  siteUrl: string;
  siteUrlSet: boolean;
  /** The VITE_* settings the browser bundle is made with, sorted: part of the code build's key. */
  browserSettings: [string, string][];
};

export function parseBuildEnv(env: NodeJS.ProcessEnv): BuildEnv {
  const result = buildEnvSchema.safeParse(env);
  const problems = (result.error?.issues ?? []).map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  let address = "";
  try {
    address = siteUrl(env);
  } catch (error) {
    problems.push(`  SITE_URL: ${(error as Error).message}`);
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid build configuration:\n${problems.join("\n")}`);
  }
  const given = result.data;
  return {
    buildDir: given.BUILD_DIR,
    reuseDir: given.REUSE_BUILD_DIR ?? null,
    mode: given.BUILD_MODE,
    keepBuildDir: given.KEEP_BUILD_DIR === "1",
    siteUrl: address,
    siteUrlSet: given.SITE_URL !== undefined,
    browserSettings: Object.entries(env)
      .flatMap(([name, value]): [string, string][] =>
        name.startsWith("VITE_") && value !== undefined ? [[name, value]] : [],
      )
      .sort(),
  };
}

/** This process's build settings, parsed once. */
export const buildEnv: BuildEnv = parseBuildEnv(process.env);
