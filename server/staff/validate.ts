import type { FastifyReply } from "fastify";
import type * as z from "zod";
import { refusal } from "#server/staff/guard.ts";

/**
 * Parses a body, query or path with its shared schema; on failure answers 400
 * with the first problem as the reason and returns undefined.
 */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): z.output<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  refusal(reply, 400, result.error.issues[0]?.message ?? "Invalid request.");
  return undefined;
}
