import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { PublishState } from "#schemas/publish.ts";
import type { ContentStart, LaunchChecklist, SamplesState } from "#schemas/staff-start.ts";
import { sampleGateRefusal } from "#server/publish/sample-gate.ts";
import {
  fakeBuildCommand,
  type PublishingFixture,
  publishingFixture,
} from "#tests/support/publishing-fixture.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";

/**
 * Sample content and the first day on a site whose address is public: a
 * Publish waits for every sample fact to be replaced or confirmed by an admin,
 * and the Start page's lists are ticked from what is really there.
 */

let t: StaffTestApp;
let fixture: PublishingFixture;
let editor: { email: string; cookie: string };
let admin: { email: string; cookie: string };

/** The organisation's record with a sample phone number, as the shipped content marks it. */
function writeIdentity(phone: string, sample: string[] = ["phone"]) {
  writeFileSync(
    join(fixture.contentDir, "site", "identity.yaml"),
    `name: Enugu Tech Hub\nphone: ${phone}\nsample: [${sample.join(", ")}]\n`,
  );
}

beforeAll(async () => {
  fixture = publishingFixture();
  mkdirSync(join(fixture.contentDir, "site"), { recursive: true });
  writeIdentity("+234 809 555 0142");
  t = await createStaffTestApp({ ...fixture.env, SITE_URL: "https://enugutechhub.ng" }, "sqlite", {
    buildCommand: fakeBuildCommand,
    pollMs: 50,
  });
  await t.staff.ready();
  editor = await t.personWithRole("editor", "ada@hub.example");
  admin = await t.personWithRole("admin", "boss@hub.example");
});
afterAll(async () => {
  await t.cleanup();
  fixture.cleanup();
});

const get = <T>(url: string, cookie: string) =>
  t.staff.inject({ method: "GET", url, headers: { cookie } }).then((answer) => answer.json<T>());
const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.staff.inject({ method: "POST", url, headers: { origin: t.origin, cookie }, payload });

describe("a Publish of the public site and the sample content", () => {
  test("is refused while sample content is left, in words that name it, and nothing is committed", async () => {
    fixture.writePage("Our real programmes");
    const commits = fixture.commitCount();
    const answer = await post("/api/publish", editor.cookie);
    expect(answer.statusCode).toBe(409);
    const message: string = answer.json().message;
    expect(message).toMatch(
      /^Not published: the website would still show 1 piece of the sample content/,
    );
    expect(message).toContain("Organisation: name, address, phone");
    expect(message).not.toMatch(/yaml|sample:|\[/);
    expect(fixture.commitCount()).toBe(commits);
  });

  test("lists each sample fact for the site's editors, with the editor's page where it is replaced", async () => {
    const state = await get<SamplesState>("/api/samples", editor.cookie);
    expect(state).toMatchObject({ enforced: true, unconfirmed: 1 });
    expect(state.facts).toEqual([
      expect.objectContaining({
        id: "site/identity.yaml",
        record: "Enugu Tech Hub",
        fields: [{ label: "Phone", value: "+234 809 555 0142" }],
        editorPath: "/keystatic/singleton/site-identity",
        confirmed: null,
      }),
    ]);
    expect((await get<ContentStart>("/api/start/content", editor.cookie)).samplesLeft).toBe(1);
  });

  test("goes live once an admin confirmed each fact, and the confirmation holds for those values only", async () => {
    const [fact] = (await get<SamplesState>("/api/samples", admin.cookie)).facts;
    const stale = await post("/api/samples/confirm", admin.cookie, {
      fact: fact?.id,
      digest: "0000000000000000",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed since the page was opened/);
    const confirmed = await post("/api/samples/confirm", admin.cookie, {
      fact: fact?.id,
      digest: fact?.digest,
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await get<SamplesState>("/api/samples", editor.cookie)).facts[0]?.confirmed).toEqual({
      by: admin.email,
      at: expect.any(String),
    });

    const published = await post("/api/publish", editor.cookie);
    expect(published.statusCode, published.body).toBe(202);
    const build = published.json<{ build: number }>().build;
    await waitFor(`build ${build} finishes`, async () => {
      const state = await get<PublishState>("/api/publish", editor.cookie);
      return state.history.some((entry) => entry.id === build && entry.status === "published");
    });

    writeIdentity("+234 809 555 0199");
    const after = await get<SamplesState>("/api/samples", editor.cookie);
    expect(after).toMatchObject({ unconfirmed: 1 });
    expect(after.facts[0]?.confirmed).toBeNull();
  });

  test("an admin takes a confirmation back, and the fact waits again", async () => {
    const [fact] = (await get<SamplesState>("/api/samples", admin.cookie)).facts;
    await post("/api/samples/confirm", admin.cookie, { fact: fact?.id, digest: fact?.digest });
    expect((await get<SamplesState>("/api/samples", admin.cookie)).unconfirmed).toBe(0);
    expect(
      (await post("/api/samples/unconfirm", admin.cookie, { fact: fact?.id })).statusCode,
    ).toBe(204);
    expect((await get<SamplesState>("/api/samples", admin.cookie)).unconfirmed).toBe(1);
  });

  test("a replaced value is no longer sample content", async () => {
    writeIdentity("+234 803 123 4567", []);
    expect(await get<SamplesState>("/api/samples", editor.cookie)).toMatchObject({
      unconfirmed: 0,
      facts: [],
    });
  });
});

test("the admin's checklist is ticked from the accounts, the mail settings, the content and the publishes", async () => {
  // Invited, not signed in yet: an account that has not joined.
  await t.people.add("invited@hub.example", "staff");
  const list = await get<LaunchChecklist>("/api/start/checklist", admin.cookie);
  expect(list).toEqual({
    team: { people: 3, joined: 2, done: true },
    mail: { server: false, sender: false, from: expect.any(String), done: false },
    samples: { left: 0, done: true },
    published: { done: true },
  });
});

test("a site on a private address shows sample content but does not wait for it", () => {
  const state: SamplesState = { enforced: false, unconfirmed: 3, facts: [] };
  expect(sampleGateRefusal(state)).toBeNull();
  expect(sampleGateRefusal({ ...state, enforced: true, unconfirmed: 0 })).toBeNull();
});
