/**
 * Sends a lead as JSON (SPEC §7.1 and §7.3). Only the status is read: any
 * status of 400 or above, or a network failure, counts as a failure.
 */
export async function postLead(url: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.status < 400;
  } catch {
    return false;
  }
}
