import type { Database } from "#server/db/database.ts";

/**
 * For tests and benchmarks that write leads under faults (a PostgreSQL
 * restart): what a client was told against what the database holds.
 */

/** One write as its client saw it; status 0 when no answer came. */
export type WriteOutcome = { email: string; status: number; retryAfter: string | null };

export type WriteTally = {
  requests: number;
  /** Answered 2xx: the service promised the lead is stored. */
  acknowledged: number;
  /** Answered 503 with a Retry-After: the client knows to send it again. */
  unavailable: number;
  /** Anything else (another status, a 503 without Retry-After, no answer). */
  other: number;
  stored: number;
  /** Acknowledged but not in the database: must be none. */
  acknowledgedNotStored: string[];
  /** In the database though the client was not told so (its commit's answer was cut off). */
  storedNotAcknowledged: string[];
};

export function tallyWrites(outcomes: readonly WriteOutcome[], stored: Set<string>): WriteTally {
  const isAcknowledged = (outcome: WriteOutcome) => outcome.status >= 200 && outcome.status < 300;
  const acknowledged = new Set(outcomes.filter(isAcknowledged).map((outcome) => outcome.email));
  const unavailable = outcomes.filter(
    (outcome) => outcome.status === 503 && Number(outcome.retryAfter) > 0,
  ).length;
  return {
    requests: outcomes.length,
    acknowledged: acknowledged.size,
    unavailable,
    other: outcomes.length - acknowledged.size - unavailable,
    stored: stored.size,
    acknowledgedNotStored: [...acknowledged].filter((email) => !stored.has(email)),
    storedNotAcknowledged: [...stored].filter((email) => !acknowledged.has(email)),
  };
}

/**
 * The signups and contact messages stored for addresses starting with
 * `marker-`, and the ones half-stored: a signup without exactly one
 * confirmation mail, a contact message without exactly one staff
 * notification (when `staffNotified`), or such a mail without its lead. Each
 * lead and its mail are one transaction, so there must be none.
 */
export async function storedLeadsWithMail(
  { db }: Pick<Database, "db">,
  marker: string,
  staffNotified: boolean,
) {
  const prefix = `${marker}-%`;
  const emails = async (table: "mailing_list_signups" | "contact_messages") =>
    (await db.selectFrom(table).select("email").where("email", "like", prefix).execute()).map(
      (row) => row.email,
    );
  const mailing = await emails("mailing_list_signups");
  const contact = await emails("contact_messages");
  const mails = await db
    .selectFrom("outbox_messages")
    .select(["kind", "to_address", "text_body"])
    .where((eb) =>
      eb.or([eb("to_address", "like", prefix), eb("text_body", "like", `%Email: ${prefix}`)]),
    )
    .execute();
  const count = (addresses: string[]) => {
    const counts = new Map<string, number>();
    for (const address of addresses) counts.set(address, (counts.get(address) ?? 0) + 1);
    return counts;
  };
  const confirmations = count(
    mails.filter((mail) => mail.kind === "confirmation").map((mail) => mail.to_address),
  );
  const notifications = count(
    mails
      .filter((mail) => mail.kind === "contact-notification")
      .map((mail) => /^Email: (.+)$/m.exec(mail.text_body)?.[1] ?? ""),
  );
  const unmatched = (leads: string[], mailed: Map<string, number>, expected: number) => {
    const stored = new Set(leads);
    return [
      ...leads.filter((email) => (mailed.get(email) ?? 0) !== expected),
      ...[...mailed.keys()].filter((email) => !stored.has(email)),
    ];
  };
  return {
    mailing: new Set(mailing),
    contact: new Set(contact),
    halfStored: [
      ...unmatched(mailing, confirmations, 1),
      ...unmatched(contact, notifications, staffNotified ? 1 : 0),
    ],
  };
}

/**
 * `count` clients, each sending one write after another until stopped; a
 * client pauses briefly after a refusal, as a retrying browser would, rather
 * than spinning. `write` gets the client's number and its running count.
 */
export function startWriters(
  count: number,
  write: (client: number, sequence: number) => Promise<WriteOutcome>,
  pauseAfterRefusalMs = 10,
) {
  const outcomes: WriteOutcome[] = [];
  let stopping = false;
  async function client(index: number) {
    for (let sequence = 0; !stopping; sequence += 1) {
      const outcome = await write(index, sequence);
      outcomes.push(outcome);
      if (outcome.status < 200 || outcome.status >= 300) {
        await new Promise((resolve) => setTimeout(resolve, pauseAfterRefusalMs));
      }
    }
  }
  const clients = Array.from({ length: count }, (_, index) => client(index));
  return {
    /** Every answer so far, in the order they came. */
    outcomes,
    /** Lets each client finish the write it is in, then resolves. */
    async stop() {
      stopping = true;
      await Promise.all(clients);
    },
  };
}
