import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { readIdentity } from "#content-model/site/identity.server.ts";
import { createDatabase } from "#server/db/database.ts";
import { leadsRepository } from "#server/db/leads-repository.ts";
import { queuedMailRow } from "#server/db/queued-mail-row.ts";
import { staffAuthSecret } from "#server/db/service-secrets.ts";
import { talentRepository } from "#server/db/talent-repository.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";
import { brochureMail, confirmationMail } from "#server/mail/messages.ts";
import { secretMarkOf } from "#server/mail/secret-mark.ts";
import { leadsCli } from "#tests/support/leads-cli.ts";

const identity = readIdentity();

const run = promisify(execFile);

// One test starts the CLI as the staff would, a new Node process compiling
// TypeScript: seconds on a busy two-core machine, more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
const directory = mkdtempSync(join(tmpdir(), "leads-cli-"));
const env = {
  ...process.env,
  SQLITE_PATH: join(directory, "leads.db"),
  UPLOADS_DIR: join(directory, "uploads"),
  DATABASE_URL: "",
};

/** The CLI on the same SQLITE_PATH, called in this process (tests/support/leads-cli.ts). */
const cli = (...args: string[]) => leadsCli(env, ...args);

beforeAll(async () => {
  const database = await createDatabase(env as { SQLITE_PATH: string });
  const leads = leadsRepository(database);
  const nonces = new Map<string, string>();
  for (const email of ["ada@example.com", "obi@example.com", "pending@example.com"]) {
    await leads.addMailingListSignup(
      { email, sheet: "Mailing List" },
      (nonce) => {
        nonces.set(email, nonce);
        return confirmationMail(
          identity,
          email,
          { confirm: "http://x/c", unsubscribe: "http://x/u" },
          7,
        );
      },
      "198.51.100.7",
    );
  }
  await leads.confirmSignup("ada@example.com", nonces.get("ada@example.com") ?? "");
  await leads.confirmSignup("obi@example.com", nonces.get("obi@example.com") ?? "");
  await leads.addContactMessage(
    {
      name: '=HYPERLINK("http://evil.example")',
      email: "ada@example.com",
      phone: "+2348012345678",
      message: '@SUM(A1), then a "quote"',
    },
    null,
  );
  await leads.addBrochureRequest(
    "ada@example.com",
    brochureMail(identity, "ada@example.com", { unsubscribe: "http://x/u" }),
    "198.51.100.7",
  );
  await talentRepository(database, leads).addHiringRequest(
    {
      firstname: "Ada",
      lastname: "Okafor",
      email: "ada@example.com",
      phone: "+2348012345678",
      company_name: "Acme",
      company_website: "https://acme.ng",
      no_of_employees: "12",
      role: "Developer",
      skill_requirement: "Beginner",
      level_of_commitment: "Full-time",
      start_date: "2027-01-15",
    },
    {
      confirmation: brochureMail(identity, "ada@example.com", { unsubscribe: "http://x/u" }),
      notification: null,
    },
    "198.51.100.7",
  );
  await database.close();
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

test("export writes the inbox's CSV: a byte-order mark, every field, Lagos times, and no formula", async () => {
  const out = join(directory, "contact.csv");
  const { stdout } = await cli("export", "--type", "contact", "--format", "csv", "--out", out);
  expect(stdout).toContain("wrote 1 leads");
  const bytes = readFileSync(out);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row] = bytes.toString("utf8").slice(1).split("\r\n");
  expect(header).toBe(
    "Received (Lagos time),Name,Email,Phone,Message,Status,Handled by,Handled at (Lagos time),Assigned to,Notes,Link",
  );
  expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
  expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(row).toContain(",0801 234 5678,");
  expect(row).toContain(`"'@SUM(A1), then a ""quote"""`);
  expect(row).toMatch(/,http:\/\/localhost:3001\/leads\/contact\/\d+$/);
});

test("only confirmed addresses are exported from the mailing list unless --all is given", async () => {
  const confirmed = JSON.parse(
    (await cli("export", "--type", "mailing", "--format", "json")).stdout,
  ) as { email: string; status: string }[];
  expect(confirmed.map((row) => row.email).sort()).toEqual(["ada@example.com", "obi@example.com"]);
  const all = JSON.parse(
    (await cli("export", "--type", "mailing", "--all", "--format", "json")).stdout,
  ) as { email: string; status: string }[];
  expect(all.find((row) => row.email === "pending@example.com")?.status).toBe("pending");
  // The confirmation nonce is a key, not part of the lead.
  expect(all.every((row) => !("confirm_nonce" in row))).toBe(true);
  expect(all).toHaveLength(3);
});

test("list and --since filter by date; JSON keeps each kind's fields", async () => {
  const all = JSON.parse((await cli("list", "--format", "json")).stdout) as {
    kind: string;
  }[];
  expect(all.map((row) => row.kind).sort()).toEqual([
    "brochure",
    "contact",
    "hiring-request",
    "mailing",
    "mailing",
  ]);
  const hiring = await cli("list", "--type", "hiring-request", "--format", "json");
  expect(JSON.parse(hiring.stdout)).toMatchObject([
    { kind: "hiring-request", company_name: "Acme", role: "Developer" },
  ]);
  const future = await cli("export", "--since", "2999-01-01", "--format", "json");
  expect(JSON.parse(future.stdout)).toEqual([]);
});

test("outbox prints the mails the service wrote, newest first, as their readers get them, for one address on request", async () => {
  const all = (await cli("outbox")).stdout;
  expect(all).toContain("To: pending@example.com");
  expect(all).toContain("http://x/c");
  // The brochure was the last mail written to Ada, after the confirmations.
  expect(all.indexOf("To: ada@example.com")).toBeLessThan(all.indexOf("To: pending@example.com"));
  const one = (await cli("outbox", "--email", "Pending@Example.com", "--limit", "5")).stdout;
  expect(one).toMatch(/^#\d+ confirmation, queued, written /);
  expect(one).not.toContain("ada@example.com");
  expect(await cli("outbox", "--limit", "0")).toMatchObject({ code: 2 });
});

test("outbox opens a waiting mail's sealed link, as the mail worker would send it", async () => {
  const database = await createDatabase(env as { SQLITE_PATH: string });
  try {
    const secrets = mailSecrets(await staffAuthSecret(database, undefined));
    const sealed = secrets.seal("http://x/api/application-status?token=private");
    await database.db
      .insertInto("outbox_messages")
      .values(
        queuedMailRow(
          {
            kind: "admission-confirmation",
            to_address: "sealed@example.com",
            subject: "We have your application",
            text_body: `Your private link:\n${secretMarkOf(sealed)}\n`,
            attachment_name: null,
            sealed_secret: sealed,
          },
          new Date().toISOString(),
        ),
      )
      .execute();
  } finally {
    await database.close();
  }
  const listed = (await cli("outbox", "--email", "sealed@example.com")).stdout;
  expect(listed).toContain("Your private link:\nhttp://x/api/application-status?token=private");
  expect(listed).not.toContain("{{secret");
});

test("--help prints the usage and exits 0", async () => {
  const { stdout, stderr } = await cli("--help");
  expect(stdout).toMatch(/^usage: npm run leads -- <command>/);
  expect(stdout).toContain("delete --email");
  expect(stderr).toBe("");
});

test("every usage error is one line on stderr with exit status 2", async () => {
  const attempts = [
    ["export", "--type", "spam"],
    ["export", "--since", "yesterday"],
    ["drop"],
    [],
    ["list", "--colour"],
    ["list", "--type"],
    ["list", "extra"],
  ];
  for (const args of attempts) {
    const failure = await cli(...args);
    expect(failure, args.join(" ")).toMatchObject({ code: 2, stdout: "" });
    expect(failure.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
    expect(failure.stderr).not.toMatch(/\bat \S+ \(/);
  }
  // And so it is for a person at the server: the process exits with that status and line.
  const spawned = await run(process.execPath, ["--import", "tsx", "server/cli/leads.ts", "drop"], {
    env,
  }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(spawned).toMatchObject({
    code: 2,
    stderr: 'unknown command "drop" (npm run leads -- --help)\n',
  });
});

test("delete forgets the person in every table, outbox included, and no one else", async () => {
  const { stdout } = await cli("delete", "--email", "ADA@example.com");
  expect(JSON.parse(stdout)).toEqual({
    deleted: {
      mailing_list_signups: 1,
      contact_messages: 1,
      brochure_requests: 1,
      outbox_messages: 2,
      audit_entries_scrubbed: 0,
      talent_applications: 0,
      hiring_requests: 1,
      admission_applications: 0,
      waitlist_entries: 0,
      resume_files: 0,
    },
  });
  const left = JSON.parse((await cli("list", "--format", "json")).stdout) as {
    email: string;
  }[];
  expect(left.map((row) => row.email)).toEqual(["obi@example.com"]);
});
