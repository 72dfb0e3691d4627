import type { FastifyReply } from "fastify";

/**
 * A payment document as a download: saved, never shown inline or sniffed,
 * never cached (it carries a payer's figures), and never a referrer.
 */
export function sendPdf(reply: FastifyReply, fileName: string, bytes: Uint8Array): FastifyReply {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .send(Buffer.from(bytes));
}
