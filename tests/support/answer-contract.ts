import type { FastifyInstance } from "fastify";
import * as z from "zod";

/**
 * Holds an app's routes to the answers they declare (`config.answer`, a
 * schema in schemas/): every JSON answer of 2xx from such a route is parsed
 * by its schema, and each that does not match is listed as the route and
 * what is wrong. The staff test app (staff-test-app.ts) does this for every
 * route test, so an answer that drifts from the contract the staff pages read
 * fails the test that received it. Streams (an export, a file) are not JSON
 * answers and are left alone.
 */
export function answerContract(app: FastifyInstance): { broken: string[] } {
  const broken: string[] = [];
  app.addHook("onSend", async (request, reply, payload) => {
    const schema = request.routeOptions.config.answer;
    if (schema === undefined || reply.statusCode >= 300 || typeof payload !== "string") {
      return payload;
    }
    const parsed = schema.safeParse(JSON.parse(payload));
    if (!parsed.success) {
      broken.push(
        `${request.method} ${request.routeOptions.url}: ${z.prettifyError(parsed.error)}`,
      );
    }
    return payload;
  });
  return { broken };
}
