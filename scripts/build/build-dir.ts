import { join } from "node:path";

/** Where the client build lives: `build/client`, or under BUILD_DIR (react-router.config.ts). */
export function clientBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.BUILD_DIR ?? "build", "client");
}
