import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { admissionActionPath } from "#schemas/admission-posts.ts";
import { backup } from "#server/cli/backup.ts";
import { BackupError } from "#server/cli/backup-folder.ts";
import { restore } from "#server/cli/restore.ts";
import { addressHash } from "#server/db/erasure-ledger.ts";
import { instanceStaleMs, serviceInstances } from "#server/db/service-instances.ts";
import { startInstanceHeartbeat } from "#server/instance-heartbeat.ts";
import { createSignup } from "#tests/support/lead-request-factories.ts";
import {
  applicationFields,
  fieldParts,
  multipartBody,
  pdfOfSize,
  talentFormPost,
} from "#tests/support/multipart-body.ts";
import { createTestApp, type TestApp, testDatabases } from "#tests/support/test-app.ts";

// pg_dump and pg_restore are processes of their own: seconds each on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const root = mkdtempSync(join(tmpdir(), "restore-running-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function signups(app: TestApp): Promise<string[]> {
  const rows = await app.database.db
    .selectFrom("mailing_list_signups")
    .select("email")
    .orderBy("email")
    .execute();
  return rows.map((row) => row.email);
}

/** A whole application to the default Sparks call (content/admissions/sparks.yaml). */
function sparksApplication(email: string): Record<string, string> {
  return {
    "full-name": "Chiamaka Eze",
    email,
    phone: "0803 123 4567",
    "date-of-birth": "2001-04-12",
    city: "Enugu",
    "learning-path": "Product design",
    "hours-per-week": "12",
    "own-laptop": "yes",
    "why-sparks": "I design in Figma on weekends and want to do it for a living.",
  };
}

async function signUp(app: TestApp, email: string) {
  const answer = await app.inject({
    method: "POST",
    url: "/api/mailing-list",
    payload: createSignup({ email }),
  });
  expect(answer.statusCode).toBe(201);
}

/** The app's settings for a backup or restore of its database, without content. */
function settingsOf(app: TestApp) {
  return { ...app.config, CONTENT_DIR: join(root, "no-content") };
}

describe.each(testDatabases)("restoring under the service on %s", (kind) => {
  test("a restore refuses while an instance uses the database, says how to stop it, and changes nothing", async () => {
    const app = await createTestApp({}, kind);
    try {
      await signUp(app, "before@example.com");
      const folder = join(root, `${kind}-running`);
      await backup(settingsOf(app), folder);
      const heartbeat = await startInstanceHeartbeat({ database: app.database, log: app.log });
      await signUp(app, "acknowledged@example.com");

      const refusal = await restore(settingsOf(app), folder, { force: true }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(
        /^the service is running: 1 instance \(\S+ pid \d+\).*Stop every instance first \(systemctl stop app@1 app@2; docs\/deploy\.md, "Restoring"\)/,
      );
      expect(await signups(app)).toEqual(["acknowledged@example.com", "before@example.com"]);

      // Stopped the documented way, the instance leaves, and the restore goes ahead.
      await heartbeat.stop();
      await restore(settingsOf(app), folder, { force: true });
      expect(await signups(app)).toEqual(["before@example.com"]);
      // The restored rows of the backup's instances are not taken for running ones.
      expect(await app.database.db.selectFrom("service_instances").selectAll().execute()).toEqual(
        [],
      );
    } finally {
      await app.cleanup();
    }
  });

  test("an instance killed without a clean shutdown holds a restore back until it has missed its beats", async () => {
    const app = await createTestApp({}, kind);
    try {
      const folder = join(root, `${kind}-killed`);
      await backup(settingsOf(app), folder);
      const instances = serviceInstances(app.database);
      const killed = { id: "killed", host: "app1", pid: 4120, started_at: "2026-11-27T03:00:00Z" };
      await instances.beat(killed, new Date(Date.now() - instanceStaleMs + 5_000));
      await expect(restore(settingsOf(app), folder, { force: true })).rejects.toThrow(
        "the service is running: 1 instance (app1 pid 4120)",
      );
      await instances.beat(killed, new Date(Date.now() - instanceStaleMs - 1_000));
      await expect(restore(settingsOf(app), folder, { force: true })).resolves.toMatchObject({
        manifest: { database: kind },
      });
    } finally {
      await app.cleanup();
    }
  });

  test("a restore erases again whoever was erased after the backup was taken, and keeps who came back after an earlier erasure", async () => {
    const app = await createTestApp({}, kind);
    try {
      await signUp(app, "back@example.com");
      await app.erasePerson("back@example.com");
      await signUp(app, "back@example.com");
      await signUp(app, "stays@example.com");
      await signUp(app, "gone@example.com");
      const applied = await app.inject(
        talentFormPost("application", [
          ...fieldParts(applicationFields({ email: "gone@example.com" })),
          { name: "resume", filename: "cv.pdf", type: "application/pdf", content: pdfOfSize(900) },
        ]),
      );
      expect(applied.statusCode).toBe(201);
      const { body, contentType } = multipartBody(
        fieldParts(sparksApplication("gone@example.com")),
      );
      const admitted = await app.inject({
        method: "POST",
        url: admissionActionPath("sparks-2024"),
        headers: {
          "content-type": contentType,
          origin: app.config.SITE_URL,
          accept: "application/json",
        },
        payload: body,
      });
      expect(admitted.statusCode).toBe(201);
      const folder = join(root, `${kind}-erased-since`);
      await backup(settingsOf(app), folder);
      await app.erasePerson("gone@example.com");

      const result = await restore(settingsOf(app), folder, { force: true });
      expect(result.erasedAgain).toBe(1);
      expect(await signups(app)).toEqual(["back@example.com", "stays@example.com"]);
      expect(
        await app.database.db.selectFrom("talent_applications").select("email").execute(),
      ).toEqual([]);
      expect(
        await app.database.db.selectFrom("admission_applications").select("email").execute(),
      ).toEqual([]);
      expect(readdirSync(app.config.UPLOADS_DIR).filter((name) => name !== ".incoming")).toEqual(
        [],
      );
      // The restored copy remembers both erasures, for a restore of an older backup.
      const ledger = await app.database.db.selectFrom("erasures").select("address_hash").execute();
      expect(ledger.map((entry) => entry.address_hash).sort()).toEqual(
        [addressHash("back@example.com"), addressHash("gone@example.com")].sort(),
      );
    } finally {
      await app.cleanup();
    }
  });
});
