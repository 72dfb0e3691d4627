import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { formDigest, readAdmissionForms } from "#content-model/admissions/forms.server.ts";
import { contentRoot } from "#content-model/load.ts";
import { readSelectionStages } from "#content-model/site/selection-stages.server.ts";
import { stagesOf } from "#content-model/site/selection-stages.ts";
import { applicantNames } from "#schemas/admission-applicant.ts";
import { foldForSearch } from "#schemas/inbox-search.ts";
import { sortNameOf } from "#server/db/admission-list-order.ts";
import { createDatabase, type Database } from "#server/db/database.ts";
import { parseServerEnv } from "#server/env.ts";
import { signedInStaffApp } from "./bench-staff-session.ts";

/**
 * `total` Sparks applications to `call` over three months, stored as the
 * form stores them (applicant n is `applicant<n>@example.com`): the learning
 * paths and laptops vary, and the stages spread over Sparks' own as a
 * selection leaves them (most new).
 */
async function seedSparksCall({ db }: Database, call: string, total: number) {
  const form = readAdmissionForms(contentRoot()).get("sparks");
  if (!form) throw new Error("the Sparks form is missing");
  const at = new Date().toISOString();
  const version = await db
    .insertInto("admission_form_versions")
    .values({
      form: "sparks",
      digest: formDigest("sparks", form.questions),
      questions: JSON.stringify(form.questions),
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const paths = ["Frontend development", "Backend development", "Product design", "Data analysis"];
  const sparksStages = stagesOf(readSelectionStages(contentRoot()), "sparks").map(
    (stage) => stage.id,
  );
  const stages = ["received", ...sparksStages.slice(0, 3), "received", "received", "declined"];
  const start = Date.now() - 90 * 86_400_000;
  for (let offset = 0; offset < total; offset += 500) {
    const rows = Array.from({ length: Math.min(500, total - offset) }, (_, index) => {
      const n = offset + index;
      const email = `applicant${n}@example.com`;
      const reference = `SPK-2024-${String(n + 1).padStart(5, "0")}`;
      const answers = {
        "full-name": `Applicant ${(n * 7919) % total} Okafor`,
        email,
        phone: "08031234567",
        "date-of-birth": "2001-04-12",
        city: "Enugu",
        "learning-path": paths[n % paths.length] as string,
        "hours-per-week": 10 + (n % 20),
        "own-laptop": n % 3 !== 0,
        "why-sparks": "I want to build things people use, and Sparks is where I can learn it.",
      };
      const names = applicantNames(form.questions, answers);
      return {
        call,
        reference,
        email,
        form_version_id: version.id,
        answers: JSON.stringify(answers),
        created_at: new Date(start + Math.floor((n / total) * 90 * 86_400_000)).toISOString(),
        stage: stages[n % stages.length],
        search_text: foldForSearch([...names, email, reference].join("\n")),
        sort_name: sortNameOf(names, email),
      };
    });
    await db.insertInto("admission_applications").values(rows).execute();
  }
}

/**
 * The staff service on a database of its own (SQLite in a folder of its
 * own, or `databaseUrl`'s PostgreSQL database) holding the seeded Sparks
 * call, with a staff member signed in. The admissions benchmarks share it,
 * so their figures are of the same call. `close` removes it all.
 */
export async function staffOnSparksCall(
  kind: string,
  databaseUrl: string,
  call: string,
  total: number,
) {
  const directory = mkdtempSync(join(tmpdir(), "bench-sparks-call-"));
  const config = parseServerEnv({
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: databaseUrl,
    STAFF_DIR: join(directory, "no-ui"),
    STAFF_SIGN_IN_LIMIT: "1000",
    LOG_LEVEL: "silent",
  });
  const database = await createDatabase(config);
  const removeAll = async () => {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const seeded = performance.now();
    await seedSparksCall(database, call, total);
    // A running server's autovacuum gathers these within a minute of such a load.
    if (database.dialect === "postgres") await sql`analyze`.execute(database.db);
    process.stderr.write(
      `${kind}: ${total} applications seeded in ${Math.round(performance.now() - seeded)} ms\n`,
    );
    const staff = await signedInStaffApp(config, database);
    return {
      ...staff,
      database,
      async close() {
        await staff.app.close();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}
