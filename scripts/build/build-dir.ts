import { join } from "node:path";
import { buildEnv } from "./build-env.ts";

/** Where the client build lives: `build/client`, or under BUILD_DIR (react-router.config.ts). */
export function clientBuildDir(buildDir: string = buildEnv.buildDir): string {
  return join(buildDir, "client");
}
