import { type StaffRole, staffRoles } from "#schemas/staff.ts";
import { type CliIo, fail } from "#server/cli/cli-io.ts";
import { createDatabase } from "#server/db/database.ts";
import { staffAuthSecret } from "#server/db/service-secrets.ts";
import { parseServerEnv } from "#server/env.ts";
import { mailSecrets } from "#server/mail/mail-secrets.ts";
import { auditLog } from "#server/staff/audit-log.ts";
import { createStaffAuth } from "#server/staff/auth.ts";
import { staffMailQueue } from "#server/staff/staff-mail.ts";
import { staffPeople } from "#server/staff/staff-people.ts";

/**
 * `npm run leads -- staff add --email … --role …`: the first admin is made on
 * the server (issue 21); later people are invited in the staff UI.
 */
export async function runStaffCommand(
  positionals: string[],
  values: { email?: string; role?: string },
  io: CliIo,
): Promise<void> {
  if (positionals[0] !== "add")
    fail('the staff command is "staff add --email ADDRESS --role ROLE"');
  if (positionals.length > 1) fail(`unexpected argument "${positionals[1]}"`);
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("staff add needs --email ADDRESS");
  if (!staffRoles.includes(values.role as StaffRole)) {
    fail(`--role must be one of ${staffRoles.join(", ")}`);
  }
  const config = parseServerEnv(io.env);
  const database = await createDatabase(config);
  try {
    const audit = auditLog(database);
    const secret = await staffAuthSecret(database, config.STAFF_AUTH_SECRET);
    const auth = createStaffAuth(
      config,
      {
        database,
        secret,
        queueMail: staffMailQueue(database, mailSecrets(secret)),
        audit,
      },
      config.STAFF_URL.startsWith("https:"),
    );
    const role = values.role as StaffRole;
    // A changed role's audit line is written with the change (decision 232).
    const person = await staffPeople(database, auth, config, audit)
      .add(email, role)
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    await audit.record({
      action: person.created ? "invitation" : "invitation-resent",
      target: person.id,
      detail: { role, by: "cli" },
    });
    // Where it wrote and which staff host the link names: a mismatch with the service shows at once.
    const store = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : config.SQLITE_PATH;
    io.stdout.write(
      `${person.created ? "made" : "updated"} ${person.email} (${values.role}) in ${store}; ` +
        `enrolment link for ${config.STAFF_URL}, valid once for ${config.STAFF_ENROLMENT_HOURS} hours:\n${person.link}\n`,
    );
  } finally {
    await database.close();
  }
}
