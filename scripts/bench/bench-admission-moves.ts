/**
 * npm run bench:admission-moves (issue 34, decision 217): a call of 10,000
 * Sparks applications, and 500 new ones moved at once to its "Phone call
 * interview" as staff move them, over HTTP to the staff service
 * listening on a port: the ticked rows posted to the preview
 * (/applications/<call>/move), then the preview's own form posted to the
 * confirmation (/applications/<call>/stage), then that confirmation posted
 * once more, as a retry would. On SQLite and, when DATABASE_URL names a
 * PostgreSQL server, on a fresh database there. Printed: each post's time,
 * what moved, and the stage mails in the outbox, counted: one per moved
 * application, none twice. The issue aims at 500 moved in under 2 s: the
 * times are printed, not judged (a loaded machine is slower without being
 * wrong); a wrong count fails the run.
 *   npm run bench:admission-moves      APPLICATIONS=2000 MOVED=200 npm run bench:admission-moves
 * Writes bench-results/admission-moves.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Database } from "#server/db/database.ts";
import { freePort } from "#tests/support/free-port.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { loadAverageLine, markdownTable } from "./bench-figures.ts";
import { staffOnSparksCall } from "./sparks-call-seed.ts";

const total = Number(process.env.APPLICATIONS ?? 10_000);
const moved = Number(process.env.MOVED ?? 500);
const call = "sparks-2024";
// Sparks' first move: from new to its phone call interview (content/site/selection-stages.yaml).
const from = "received";
const to = "interview";

type Kind = "sqlite" | "postgres";

type Figures = {
  database: Kind;
  previewMs: number;
  confirmMs: number;
  confirmSays: string;
  retryMs: number;
  retrySays: string;
  atNewStage: number;
  mails: number;
  mailedAddresses: number;
  mailedChosen: number;
  mailsAfterRetry: number;
};

/** The stage mails in the outbox: how many, to how many addresses, and to how many of `emails`. */
async function stageMailCounts({ db }: Database, emails: readonly string[]) {
  const counts = await db
    .selectFrom("outbox_messages")
    .select((eb) => [
      eb.fn.countAll<number>().as("mails"),
      eb.fn.count<number>("to_address").distinct().as("addresses"),
    ])
    .where("kind", "=", "admission-stage")
    .executeTakeFirstOrThrow();
  const chosen = await db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.count<number>("to_address").distinct().as("addresses"))
    .where("kind", "=", "admission-stage")
    .where("to_address", "in", emails)
    .executeTakeFirstOrThrow();
  return {
    mails: Number(counts.mails),
    addresses: Number(counts.addresses),
    chosen: Number(chosen.addresses),
  };
}

async function measure(kind: Kind, databaseUrl: string): Promise<Figures> {
  const { app, origin, cookie, database, close } = await staffOnSparksCall(
    kind,
    databaseUrl,
    call,
    total,
  );
  try {
    const chosen = await database.db
      .selectFrom("admission_applications")
      .select(["reference", "email"])
      .where("call", "=", call)
      .where("stage", "=", from)
      .orderBy("id", "desc")
      .limit(moved)
      .execute();
    if (chosen.length !== moved) throw new Error(`only ${chosen.length} applications at ${from}`);
    const chosenEmails = chosen.map((each) => each.email);

    const address = await app.listen({ port: await freePort(), host: "127.0.0.1" });
    const post = async (path: string, body: URLSearchParams) => {
      const began = performance.now();
      const response = await fetch(`${address}${path}`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body,
        redirect: "manual",
      });
      const page = await response.text();
      const ms = performance.now() - began;
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      return { page, ms };
    };

    // The list's form: each ticked row's reference and the stage it showed, and the stage chosen.
    const ticked = new URLSearchParams([["to", to]]);
    for (const { reference } of chosen) ticked.append("pick", `${reference}:${from}`);
    const preview = await post(`/applications/${call}/move`, ticked);

    // The preview's confirmation form, posted as it stands, as the staff member's Move button does.
    const form =
      /<form method="post" action="\/applications\/[^"]+\/stage"[^>]*>([\s\S]*?)<\/form>/.exec(
        preview.page,
      )?.[1];
    if (!form) throw new Error("the preview has no confirmation form");
    const confirmation = new URLSearchParams(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name ?? "", value ?? ""],
      ),
    );
    if (confirmation.getAll("pick").length !== moved) {
      throw new Error(`the preview would move ${confirmation.getAll("pick").length} of ${moved}`);
    }
    const statusOf = (page: string) => /<p role="status"[^>]*>([^<]*)/.exec(page)?.[1] ?? "";
    const confirmed = await post(`/applications/${call}/stage`, confirmation);
    const mailed = await stageMailCounts(database, chosenEmails);
    const atNewStage = await database.db
      .selectFrom("admission_applications")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(
        "reference",
        "in",
        chosen.map((each) => each.reference),
      )
      .where("stage", "=", to)
      .executeTakeFirstOrThrow();
    const retried = await post(`/applications/${call}/stage`, confirmation);
    const afterRetry = await stageMailCounts(database, chosenEmails);
    return {
      database: kind,
      previewMs: preview.ms,
      confirmMs: confirmed.ms,
      confirmSays: statusOf(confirmed.page).split(".")[0] ?? "",
      retryMs: retried.ms,
      retrySays: statusOf(retried.page).split(".")[0] ?? "",
      atNewStage: Number(atNewStage.count),
      mails: mailed.mails,
      mailedAddresses: mailed.addresses,
      mailedChosen: mailed.chosen,
      mailsAfterRetry: afterRetry.mails,
    };
  } finally {
    await close();
  }
}

const kinds: Kind[] = process.env.DATABASE_URL?.startsWith("postgres")
  ? ["sqlite", "postgres"]
  : ["sqlite"];
const loadBefore = loadAverageLine("before");
const results: Figures[] = [];
for (const kind of kinds) {
  const postgres =
    kind === "postgres"
      ? await freshPostgresDatabase(process.env.DATABASE_URL as string, "bench_admission_moves")
      : null;
  try {
    results.push(await measure(kind, postgres?.url ?? ""));
  } finally {
    await postgres?.drop();
  }
}
process.stdout.write(
  `\n${moved} of ${total} applications on one call moved at once from “New” to “Phone call interview” over HTTP (aim: under 2 s, ${moved} mails queued exactly once)\n` +
    `${loadBefore}; ${loadAverageLine("after")}\n\n`,
);
process.stdout.write(
  markdownTable(
    ["database", "preview", "confirm", "confirm says", "moved", "stage mails", "posted again"],
    results.map((row) => [
      row.database,
      `${Math.round(row.previewMs)} ms`,
      `${Math.round(row.confirmMs)} ms`,
      row.confirmSays,
      `${row.atNewStage}/${moved} at the new stage`,
      `${row.mails} mails to ${row.mailedAddresses} addresses (${row.mailedChosen} of the ${moved} moved)`,
      `${Math.round(row.retryMs)} ms, ${row.retrySays}; ${row.mailsAfterRetry} mails`,
    ]),
  ),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/admission-moves.json", `${JSON.stringify(results, null, 2)}\n`);
const miscounted = results.filter(
  (row) =>
    row.atNewStage !== moved ||
    row.mails !== moved ||
    row.mailedAddresses !== moved ||
    row.mailedChosen !== moved ||
    row.mailsAfterRetry !== moved,
);
for (const row of miscounted) {
  process.stderr.write(`${row.database}: the moves or their mails were not each exactly once\n`);
}
process.exit(miscounted.length > 0 ? 1 : 0);
