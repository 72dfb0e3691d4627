/**
 * npm run bench:uploads: 10 concurrent uploads of a 25 MB résumé (26,214,400
 * bytes, the largest the /talent form takes) to the real service in its own
 * process, on SQLite and, when DATABASE_URL points to PostgreSQL, on
 * PostgreSQL too. Prints, per database: answers, rows and files stored (each
 * file's size and SHA-256 checked against what was sent), the time the batch
 * took, and the service's memory growth: its peak resident set (VmHWM) during
 * the batch minus its resident set just before it, after one warm-up upload.
 * Issue 23 aims at 100 MB or less: an upload is streamed to disk, never held
 * whole. Writes bench-results/uploads.json.
 */

import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resumeMaxBytes } from "#schemas/form-rules.ts";
import { talentActionPath } from "#schemas/talent-forms.ts";
import { createDatabase } from "#server/db/database.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { talentRepository } from "#server/db/talent-repository.ts";
import { freshPostgresDatabase } from "#tests/support/fresh-postgres.ts";
import { applicationFields, fieldParts, pdfOfSize } from "#tests/support/multipart-body.ts";
import { startServerProcess } from "../../tests/support/server-process.ts";
import { memoryMb, postMultipartInPieces, resetPeakMemory } from "./streamed-upload.ts";

const concurrent = Number(process.env.BENCH_UPLOADS ?? 10);
const uploadBytes = Number(process.env.BENCH_UPLOAD_BYTES ?? resumeMaxBytes);
const aimMb = 100;

type Kind = "sqlite" | "postgres";

type Row = {
  database: Kind;
  uploads: number;
  answered201: number;
  rowsStored: number;
  filesIntact: number;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
  growthMb: number;
};

/** One upload of the talent form with its résumé; resolves with the status. */
function upload(serverUrl: string, index: number, pdf: Buffer): Promise<number> {
  return postMultipartInPieces(new URL(talentActionPath("application"), serverUrl), [
    ...fieldParts(applicationFields({ email: `bench${index}@example.com` })),
    { name: "resume", filename: `cv-${index}.pdf`, type: "application/pdf", content: pdf },
  ]);
}

async function run(kind: Kind, databaseUrl: string): Promise<Row> {
  const directory = mkdtempSync(join(tmpdir(), "bench-uploads-"));
  const uploads = join(directory, "uploads");
  const env = {
    SQLITE_PATH: join(directory, "leads.db"),
    DATABASE_URL: databaseUrl,
    SITE_DIR: directory,
    UPLOADS_DIR: uploads,
    RATE_LIMIT_MAX: "1000000",
    MAIL_HOURLY_BUDGET: "1000000",
    REQUEST_TIMEOUT_MS: "120000",
    LOG_LEVEL: "warn",
  };
  const server = await startServerProcess(env);
  const pid = server.child.pid as number;
  const pdf = pdfOfSize(uploadBytes);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  try {
    // One small upload first, so the measured batch starts on a warm process.
    if ((await upload(server.url, 0, pdfOfSize(10_000))) !== 201) throw new Error("warm-up failed");
    const before = memoryMb(pid);
    resetPeakMemory(pid);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: concurrent }, (_, index) => upload(server.url, index + 1, pdf)),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = memoryMb(pid);

    const database = await createDatabase({
      SQLITE_PATH: env.SQLITE_PATH,
      DATABASE_URL: databaseUrl || undefined,
    });
    let rows: Record<string, unknown>[];
    try {
      rows = (
        await talentRepository(database, leadsRepository(database)).listLeads("application")
      ).filter((row) => row.resume_bytes === uploadBytes);
    } finally {
      await database.close();
    }
    const intact = rows.filter((row) => {
      const path = join(uploads, String(row.resume_file));
      return (
        statSync(path).size === uploadBytes &&
        row.resume_sha256 === sha256 &&
        createHash("sha256").update(readFileSync(path)).digest("hex") === sha256
      );
    });
    const leftovers = readdirSync(join(uploads, ".incoming")).length;
    if (leftovers > 0) console.warn(`${kind}: ${leftovers} temporary files left behind`);
    return {
      database: kind,
      uploads: concurrent,
      answered201: statuses.filter((status) => status === 201).length,
      rowsStored: rows.length,
      filesIntact: intact.length,
      seconds: Math.round(seconds * 10) / 10,
      rssBeforeMb: Math.round(before.rss),
      peakRssMb: Math.round(after.peak),
      growthMb: Math.round(after.peak - before.rss),
    };
  } finally {
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

const rows: Row[] = [await run("sqlite", "")];
if (process.env.DATABASE_URL?.startsWith("postgres")) {
  const postgres = await freshPostgresDatabase(process.env.DATABASE_URL, "bench_uploads");
  try {
    rows.push(await run("postgres", postgres.url));
  } finally {
    await postgres.drop();
  }
}

console.log(
  `\n${concurrent} concurrent uploads of ${uploadBytes.toLocaleString("en")} bytes (aim: memory growth <= ${aimMb} MB)\n`,
);
console.table(
  rows.map((row) => ({
    database: row.database,
    "201 answers": `${row.answered201}/${row.uploads}`,
    "rows stored": row.rowsStored,
    "files intact": row.filesIntact,
    seconds: row.seconds,
    "RSS before": `${row.rssBeforeMb} MB`,
    "peak RSS": `${row.peakRssMb} MB`,
    growth: `${row.growthMb} MB${row.growthMb <= aimMb ? "" : " (over the aim)"}`,
  })),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/uploads.json", `${JSON.stringify(rows, null, 2)}\n`);
const failed = rows.some(
  (row) =>
    row.answered201 !== row.uploads ||
    row.rowsStored !== row.uploads ||
    row.filesIntact !== row.uploads,
);
process.exit(failed ? 1 : 0);
