/** SPEC §7.1 and §7.3: only the status is read, and 400 or above is a failure. */
const statusBelow400 = (response: Response) => response.status < 400;

/**
 * Sends a lead as JSON. `accepted` reads the answer as its call's SPEC §7
 * entry says (by default the status alone); it and a network failure, also
 * while the answer is read, decide the outcome.
 */
export async function postLead(
  url: string,
  body: unknown,
  accepted: (response: Response) => boolean | Promise<boolean> = statusBelow400,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return await accepted(response);
  } catch {
    return false;
  }
}
