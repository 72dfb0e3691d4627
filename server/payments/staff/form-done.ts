/**
 * What a payments page says at its top after a form returned to it (Post,
 * Redirect, Get): "Mark as dealt with", or "Send the payment link again".
 */
export function formDoneOf(query: unknown): string | null {
  const done = query as { alarm?: unknown; link?: unknown };
  if (done.alarm === "dealt-with") return "The alarm is marked dealt with.";
  if (done.link === "sent") {
    return "A new payment link is on its way to the parent, by mail to the application's address.";
  }
  return null;
}
