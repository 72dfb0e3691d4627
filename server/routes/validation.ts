import type { FastifyReply } from "fastify";
import type * as z from "zod/mini";

/** A 400 naming each bad field, e.g. `{ fields: { email: "Please enter a valid email" } }`. */
export function replyInvalid(reply: FastifyReply, error: z.core.$ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((part) => part !== "json" && part !== "template_params");
    const key = path.length > 0 ? path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return reply.status(400).send({
    error: "Bad Request",
    message: `Invalid ${Object.keys(fields).join(", ")}`,
    fields,
  });
}

/** A filled honeypot: answered like a success so bots learn nothing. */
export function isHoneypotFilled(value: string | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The per-route limit of @fastify/rate-limit. The group names the form, so a
 * form's JSON call and its no-JavaScript post share one count per client.
 */
export type WriteRateLimit = { max: number; timeWindow: number; groupId: string };
