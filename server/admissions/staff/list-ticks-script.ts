import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { applicationReaders } from "#server/admissions/staff/application-params.ts";

/** Where the list's script is served: a file of the staff host, as its policy (script-src 'self') asks. */
export const listTicksScriptPath = "/applications/list-ticks.js";

/**
 * The script as written (list-ticks.js), read once: plain browser
 * JavaScript, since a function of this module turned into text would carry
 * what the TypeScript runner adds to it.
 */
const script = readFileSync(new URL("./list-ticks.js", import.meta.url), "utf8");

/** GET /applications/list-ticks.js: the script, for those who open the lists. */
export async function listTicksScriptRoute(app: FastifyInstance) {
  app.get(listTicksScriptPath, { config: { roles: applicationReaders } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-content-type-options", "nosniff")
      .send(script),
  );
}
