import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { parse, stringify } from "yaml";
import { editorNotesSchema, editorSaveRefusalSchema } from "#schemas/editor.ts";
import { pngClaiming } from "#tests/support/oversized-picture.ts";
import { createStaffTestApp, type StaffTestApp } from "#tests/support/staff-test-app.ts";

/**
 * The content editor's API on the staff host: who may call it, what a save
 * writes, and that an invalid save never reaches the disk.
 */

let t: StaffTestApp;
let contentDir: string;
let editor: string;
const callFile = "calls/start-up-boost-2024.yaml";
const pageFile = "startzone/overview.yaml";

beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), "editor-content-"));
  cpSync("content", contentDir, { recursive: true });
  vi.stubEnv("CONTENT_DIR", contentDir);
  t = await createStaffTestApp({ CONTENT_DIR: contentDir });
  editor = (await t.personWithRole("editor")).cookie;
});
afterAll(async () => {
  await t.cleanup();
  vi.unstubAllEnvs();
  rmSync(contentDir, { recursive: true, force: true });
});

const onDisk = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

/** A same-origin JSON POST from a signed-in editor's browser, as Keystatic sends it. */
function postToEditor(cookie: string, payload: object, url = "/api/keystatic/update") {
  return t.staff.inject({
    method: "POST",
    url,
    headers: { origin: t.origin, cookie, "no-cors": "1", "content-type": "application/json" },
    payload,
  });
}

function save(cookie: string, files: Record<string, string | Buffer>, deletions: string[] = []) {
  return postToEditor(cookie, {
    additions: Object.entries(files).map(([file, contents]) => ({
      path: file,
      contents: Buffer.from(contents).toString("base64url"),
    })),
    deletions: deletions.map((file) => ({ path: file })),
  });
}

/** The call as data with some fields changed, in Keystatic's own YAML layout. */
function changedCall(changes: Record<string, unknown>): string {
  return stringify({ ...parse(onDisk(callFile)), ...changes });
}

describe("who may use the editor's API", () => {
  const routes = [
    { method: "GET" as const, url: "/api/keystatic/tree" },
    { method: "POST" as const, url: "/api/keystatic/update" },
  ];

  test("an anonymous request gets 401 on every editor route", async () => {
    for (const route of routes) {
      const response = await t.staff.inject({
        ...route,
        headers: { origin: t.origin, "no-cors": "1" },
      });
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  test("a person with the staff role gets 403 on every editor route", async () => {
    const { cookie } = await t.personWithRole("staff");
    for (const route of routes) {
      const response = await t.staff.inject({
        ...route,
        headers: { origin: t.origin, cookie, "no-cors": "1" },
      });
      expect(response.statusCode, route.url).toBe(403);
    }
  });

  test("a save from another site is refused before the editor sees it", async () => {
    const response = await t.staff.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { origin: "https://elsewhere.example", cookie: editor, "no-cors": "1" },
      payload: { additions: [], deletions: [] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("with content on this server's disk", () => {
  test("the editor is told so, and GitHub's sign-in answers 404", async () => {
    const storage = await t.staff.inject({
      url: "/api/editor/storage",
      headers: { cookie: editor },
    });
    expect(storage.json()).toEqual({ kind: "local" });
    for (const url of [
      "/api/keystatic/github/login",
      "/api/keystatic/github/oauth/callback?code=abc&state=0123456789abcdef0123",
      "/api/editor/github/oauth/callback?code=abc&state=0123456789abcdef0123",
    ]) {
      const response = await t.staff.inject({ url, headers: { cookie: editor } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("an editor reads and saves content", () => {
  test("the tree lists the content files and a file reads as it is on disk", async () => {
    const tree = await t.staff.inject({
      url: "/api/keystatic/tree",
      headers: { cookie: editor, "no-cors": "1" },
    });
    expect(tree.statusCode).toBe(200);
    const entry = (tree.json() as { path: string; sha: string }[]).find(
      (item) => item.path === callFile,
    );
    if (!entry) throw new Error(`${callFile} is not in the tree`);
    const blob = await t.staff.inject({
      url: `/api/keystatic/blob/${entry.sha}/${callFile}`,
      headers: { cookie: editor, "no-cors": "1" },
    });
    expect(blob.body).toBe(onDisk(callFile));
  });

  test("saving an entry unchanged leaves its file as it was, comments included", async () => {
    const before = onDisk(callFile);
    const response = await save(editor, { [callFile]: stringify(parse(before)) });
    expect(response.statusCode, response.body).toBe(200);
    expect(onDisk(callFile)).toBe(before);
  });

  test("a change is written, keeps the file's comments, and is in the audit log without content", async () => {
    const response = await save(editor, {
      [callFile]: changedCall({ edition: "2027", closes: "2027-03-31" }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = onDisk(callFile);
    expect(parse(text)).toMatchObject({ edition: "2027", closes: "2027-03-31" });
    expect(text.startsWith("# A call for applications")).toBe(true);
    const entries = await t.site.database.db
      .selectFrom("staff_audit_log")
      .selectAll()
      .where("action", "=", "content-saved")
      .execute();
    // Named as the whole staff side names the entry: by its programme and edition as saved, not by its file.
    expect(entries.at(-1)).toMatchObject({ target: callFile });
    expect(JSON.parse(String(entries.at(-1)?.detail))).toEqual({
      entry: "Calls for applications: Startup Boost 2027",
    });
    expect(JSON.stringify(entries)).not.toContain("2027-03-31");
  });
  test("a folded text (the about page's SEO description) is changed in place, the rest of the file as it was", async () => {
    const file = "hub/about.yaml";
    const before = onDisk(file);
    const page = parse(before);
    page.seo.description = "Who we are and the team behind the hub, in new words.";
    const response = await save(editor, { [file]: stringify(page) });
    expect(response.statusCode, response.body).toBe(200);
    expect(parse(onDisk(file))).toEqual(page);
    const rest = (text: string) => text.slice(text.indexOf("\nhero:"));
    expect(rest(onDisk(file))).toBe(rest(before));
    expect(onDisk(file).startsWith(before.slice(0, before.indexOf("    Who")))).toBe(true);
  });
});

describe("sample facts", () => {
  test("a sample value the editor replaced leaves the record's sample list, the others stay", async () => {
    const file = "site/identity.yaml";
    const before = parse(onDisk(file)) as { sample: string[] };
    expect(before.sample).toEqual(expect.arrayContaining(["phone", "email"]));
    const response = await save(editor, {
      [file]: stringify({ ...before, phone: "+234 803 123 4567" }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = parse(onDisk(file)) as { sample: string[]; phone: string };
    expect(after.phone).toBe("+234 803 123 4567");
    expect(after.sample).toEqual(before.sample.filter((field) => field !== "phone"));
  });
});

describe("a save reaches the disk whole", () => {
  test("each file is replaced by a new one moved into place, so a reader mid-save sees the old file or the new", async () => {
    const before = statSync(path.join(contentDir, callFile)).ino;
    const response = await save(editor, { [callFile]: changedCall({ edition: "2028" }) });
    expect(response.statusCode, response.body).toBe(200);
    expect(statSync(path.join(contentDir, callFile)).ino).not.toBe(before);
    expect(parse(onDisk(callFile))).toMatchObject({ edition: "2028" });
    expect(readdirSync(path.dirname(path.join(contentDir, callFile)))).not.toContainEqual(
      expect.stringMatching(/\.saving$/),
    );
  });

  test("the answer is the tree as it now is, naming the file's new version", async () => {
    const response = await save(editor, { [callFile]: changedCall({ edition: "2029" }) });
    const tree = await t.staff.inject({
      url: "/api/keystatic/tree",
      headers: { cookie: editor, "no-cors": "1" },
    });
    expect(response.json()).toEqual(tree.json());
  });
});

describe("an invalid save is refused with the field's message and nothing is written", () => {
  async function expectRefused(files: Record<string, string>) {
    const before = Object.fromEntries(Object.keys(files).map((file) => [file, onDisk(file)]));
    const response = await save(editor, files);
    expect(response.statusCode).toBe(400);
    for (const [file, text] of Object.entries(before)) expect(onDisk(file)).toBe(text);
    return editorSaveRefusalSchema.parse(response.json());
  }

  test("a closing date before the opening date is named by the call as saved and the field's label, never its file or key", async () => {
    const saved = parse(onDisk(callFile)) as { edition: string };
    const refusal = await expectRefused({
      [callFile]: changedCall({ edition: "1999", opens: "2027-03-01", closes: "2027-02-01" }),
    });
    // The call as it is saved, not as the refused save had it.
    const call = `Calls for applications: Startup Boost ${saved.edition}`;
    expect(refusal.problems).toEqual([
      {
        entry: call,
        path: ["closes"],
        field: "Closes",
        sentence: "Closes: the closing date is before the opening date.",
      },
    ]);
    expect(refusal.message).toBe(
      `Not saved. ${call}: Closes: the closing date is before the opening date.`,
    );
    expect(refusal.message).not.toMatch(/\.yaml|closes:/);
  });

  test("an http:// application address", async () => {
    const refusal = await expectRefused({
      [callFile]: changedCall({ applyUrl: "http://forms.example/apply" }),
    });
    expect(refusal.problems[0]?.sentence).toBe("Apply URL: must be an https:// address.");
  });

  test("a picture without its alt text is named by the labels of the form down to the field", async () => {
    const page = parse(onDisk(pageFile));
    delete page.hero.image.alt;
    const refusal = await expectRefused({ [pageFile]: stringify(page) });
    expect(refusal.problems).toEqual([
      {
        entry: "Startzone: overview page",
        path: ["hero", "image", "alt"],
        field: "Hero › Image › Alt",
        sentence: "Hero › Image › Alt: this is empty: fill it in.",
      },
    ]);
  });

  test("a path outside the folders the editor reads", async () => {
    for (const file of ["../outside.jpg", "calls/../../outside.yaml", "elsewhere/photo.jpg"]) {
      const response = await save(editor, {
        [file]: await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
          .jpeg()
          .toBuffer(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/The editor does not write this file/);
    }
    expect(existsSync(path.join(contentDir, "../outside.jpg"))).toBe(false);
    expect(existsSync(path.join(contentDir, "elsewhere"))).toBe(false);
  });

  test("a file the site does not read, and a singleton's deletion", async () => {
    const refused = await save(editor, { "calls/notes.txt": "hello" });
    expect(refused.json().message).toMatch(/not a picture/);
    const response = await save(editor, {}, ["site/identity.yaml"]);
    expect(response.statusCode).toBe(400);
    expect(onDisk("site/identity.yaml").length).toBeGreaterThan(0);
  });

  test("a file sent in a form that does not read is refused, and the file stays as it was", async () => {
    const before = onDisk("site/identity.yaml");
    const response = await save(editor, { "site/identity.yaml": "name: [x\n: :" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not sent in the form the editor writes/);
    expect(onDisk("site/identity.yaml")).toBe(before);
  });

  test("a folder, and a picture a page still shows, are not deleted", async () => {
    const folder = await save(editor, {}, ["hub/team"]);
    expect(folder.statusCode).toBe(400);
    expect(folder.json().message).toMatch(/a folder, not a picture/);
    const drawing = "hub/team/chinedu-eze.svg";
    const shown = await save(editor, {}, [drawing]);
    expect(shown.statusCode).toBe(400);
    expect(shown.json().message).toMatch(/still shown on the site/);
    expect(existsSync(path.join(contentDir, drawing))).toBe(true);
  });
});

describe("what parents pay by", () => {
  const bankFile = "site/bank-details.yaml";
  const otherAccount = () => stringify({ ...parse(onDisk(bankFile)), accountNumber: "9999999999" });

  test("an editor's change of the bank account is refused in words; the file stays", async () => {
    const before = onDisk(bankFile);
    const response = await save(editor, { [bankFile]: otherAccount() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /Only an admin may change this: parents pay by what it says/,
    );
    expect(onDisk(bankFile)).toBe(before);
  });

  test("an admin changes the bank account", async () => {
    const admin = (await t.personWithRole("admin")).cookie;
    const response = await save(admin, { [bankFile]: otherAccount() });
    expect(response.statusCode).toBe(200);
    expect(parse(onDisk(bankFile))).toMatchObject({ accountNumber: "9999999999" });
  });
});

describe("what the editor points out about a saved entry", () => {
  const notes = (file: string) =>
    t.staff.inject({ url: `/api/editor/notes/${file}`, headers: { cookie: editor } });

  test("a call edited into another edition in place is pointed out, with the way to keep the old one; the save went ahead", async () => {
    const file = "calls/springboard-2024.yaml";
    expect((await notes(file)).json()).toEqual({ notes: [] });
    const saved = await save(editor, {
      [file]: stringify({ ...parse(onDisk(file)), edition: "2027" }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [note, ...others] = editorNotesSchema.parse((await notes(file)).json()).notes;
    expect(others).toEqual([]);
    expect(note).toContain(
      "This call's file is named springboard-2024, but its programme and edition make it springboard-2027",
    );
    expect(note).toContain("New edition from this one");
  });

  test("a file the editor may not read gets no notes, only the reason", async () => {
    const response = await notes("hub/teamx/a.yaml");
    expect(response.statusCode).toBe(400);
  });
});

describe("the picture a field names, shown small in the editor", () => {
  const preview = (name: string, cookie = editor) =>
    t.staff.inject({ url: `/api/editor/picture-preview/${name}`, headers: { cookie } });

  test("a drawing is drawn again as a small WebP, never sent as its SVG", async () => {
    const response = await preview("hub/team/chinedu-eze");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    const { format, width } = await sharp(response.rawPayload).metadata();
    expect(format).toBe("webp");
    expect(width).toBeLessThanOrEqual(320);
    expect(response.body).not.toContain("<svg");
  });

  test("a name the content has no picture for, or no picture name at all, is 404; a staff-role person gets 403", async () => {
    expect((await preview("hub/team/nobody")).statusCode).toBe(404);
    expect((await preview("..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
    const { cookie } = await t.personWithRole("staff");
    expect((await preview("hub/team/chinedu-eze", cookie)).statusCode).toBe(403);
  });
});

describe("a save reaches the disk only through the checks", () => {
  // Keystatic's own writer would take these paths (it compares only their start) and delete the singleton.
  const unchecked = {
    additions: [
      { path: "hub/teamx/page.html", contents: Buffer.from("<script>").toString("base64") },
    ],
    deletions: [{ path: "site/identity.yaml" }],
  };

  test("every spelling of Keystatic's save action is the checked save or a refusal, and nothing is written or deleted", async () => {
    const spellings = [
      "/api/keystatic/update",
      "/api/keystatic/update/",
      "/api/keystatic//update",
      "/api/keystatic/update//",
      "/api/keystatic/./update",
      "/api/keystatic/%2e/update",
      "/api/keystatic/x/%2e%2e/update",
      "/api/keystatic/up%64ate",
      "/api/keystatic/update%2F",
      "/api/keystatic/UPDATE",
    ];
    for (const url of spellings) {
      const response = await t.staff.inject({
        method: "POST",
        url,
        headers: {
          origin: t.origin,
          cookie: editor,
          "no-cors": "1",
          "content-type": "application/json",
        },
        payload: unchecked,
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect(existsSync(path.join(contentDir, "hub/teamx"))).toBe(false);
    expect(onDisk("site/identity.yaml").length).toBeGreaterThan(0);
  });

  test("a file is neither written, deleted nor read through a link in the content folder", async () => {
    const outside = mkdtempSync(path.join(tmpdir(), "editor-outside-"));
    writeFileSync(path.join(outside, "secret.yaml"), "secret: true\n");
    // A folder of uploads that is a link to a folder outside.
    const linkedFolder = "hub/team/linked";
    symlinkSync(outside, path.join(contentDir, linkedFolder));
    const linkedEntry = "hub/team/linked.yaml";
    symlinkSync(path.join(outside, "secret.yaml"), path.join(contentDir, linkedEntry));
    try {
      const member = stringify(parse(onDisk("hub/team/chinedu-eze.yaml")));
      const written = await save(editor, { [linkedEntry]: member });
      expect(written.statusCode).toBe(400);
      expect(written.json().message).toMatch(/link to somewhere else/);
      const deleted = await save(editor, {}, [linkedEntry]);
      expect(deleted.statusCode).toBe(400);
      const picture = await sharp({
        create: { width: 4, height: 4, channels: 3, background: "#000" },
      })
        .jpeg()
        .toBuffer();
      const through = await save(editor, { [`${linkedFolder}/portrait-1a2b3c.jpg`]: picture });
      expect(through.statusCode).toBe(400);
      expect(readdirSync(outside)).toEqual(["secret.yaml"]);
      expect(readFileSync(path.join(outside, "secret.yaml"), "utf8")).toBe("secret: true\n");
      const tree = await t.staff.inject({
        url: "/api/keystatic/tree",
        headers: { cookie: editor, "no-cors": "1" },
      });
      expect(tree.body).not.toContain("linked.yaml");
      const read = await t.staff.inject({
        url: `/api/keystatic/blob/${"0".repeat(40)}/${linkedEntry}`,
        headers: { cookie: editor, "no-cors": "1" },
      });
      expect(read.statusCode).toBe(400);
    } finally {
      rmSync(path.join(contentDir, linkedEntry));
      rmSync(path.join(contentDir, linkedFolder));
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe("a picture uploaded in the editor", () => {
  // As the editor's picture field sends it: the file beside the team entry, the YAML naming it without extension.
  const entryFile = "hub/team/chinedu-eze.yaml";
  const name = "hub/team/chinedu-eze/portrait-3fa9c1";

  function entryNaming(src: string): string {
    const entry = parse(onDisk(entryFile));
    return stringify({ ...entry, portrait: { ...entry.portrait, src } });
  }

  test("is written without its location and camera data, and the entry names it", async () => {
    const photo = await sharp({
      create: { width: 48, height: 32, channels: 3, background: "#3a6" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "Phone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 26/1 0/1" },
      })
      .toBuffer();
    const response = await save(editor, { [entryFile]: entryNaming(name), [`${name}.jpg`]: photo });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await sharp(readFileSync(path.join(contentDir, `${name}.jpg`))).metadata();
    expect([saved.format, saved.width, saved.exif]).toEqual(["jpeg", 48, undefined]);
    expect(parse(onDisk(entryFile)).portrait).toMatchObject({ src: name });
  });

  const photo = (background: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const isOnDisk = (file: string) => existsSync(path.join(contentDir, file));
  async function uploadFor(file: string, picture: string) {
    const entry = parse(onDisk(file));
    const response = await save(editor, {
      [file]: stringify({ ...entry, portrait: { ...entry.portrait, src: picture } }),
      [`${picture}.jpg`]: await photo("#a36"),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  test("replaced by a new upload, the upload before is deleted with the save; a picture that came with the content stays", async () => {
    const first = "hub/team/chinedu-eze/portrait-1c1c1c";
    const second = "hub/team/chinedu-eze/portrait-2d2d2d";
    await uploadFor(entryFile, first);
    expect(isOnDisk("hub/team/chinedu-eze.svg")).toBe(true);
    await uploadFor(entryFile, second);
    expect([isOnDisk(`${first}.jpg`), isOnDisk(`${second}.jpg`)]).toEqual([false, true]);
    const deletion = await t.site.database.db
      .selectFrom("staff_audit_log")
      .select("detail")
      .where("action", "=", "content-saved")
      .where("target", "=", `${first}.jpg`)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    // The picture by its entry, the team member by name, as the site names them.
    expect(JSON.parse(String(deletion.detail))).toEqual({
      entry: "Team: Chinedu Eze",
      picture: true,
      deleted: true,
    });
  });

  test("an upload another entry names stays when this entry stops naming it", async () => {
    const shared = "hub/team/chinedu-eze/portrait-3e3e3e";
    await uploadFor(entryFile, shared);
    const other = "hub/team/emeka-nwosu.yaml";
    const otherEntry = parse(onDisk(other));
    const named = await save(editor, {
      [other]: stringify({ ...otherEntry, portrait: { ...otherEntry.portrait, src: shared } }),
    });
    expect(named.statusCode, named.body).toBe(200);
    const back = await save(editor, { [entryFile]: entryNaming("hub/team/chinedu-eze") });
    expect(back.statusCode, back.body).toBe(200);
    expect(isOnDisk(`${shared}.jpg`)).toBe(true);
  });

  test("a deleted entry takes its uploads with it; a renamed one keeps them", async () => {
    const member = (slug: string) => `hub/team/${slug}.yaml`;
    const newMember = (src: string) =>
      stringify({ ...parse(onDisk(entryFile)), order: 9, portrait: { src, alt: "" } });
    const gone = "hub/team/ada-obi/portrait-4f4f4f";
    const created = await save(editor, {
      [member("ada-obi")]: newMember(gone),
      [`${gone}.jpg`]: await photo("#36a"),
    });
    expect(created.statusCode, created.body).toBe(200);
    const deleted = await save(editor, {}, [member("ada-obi")]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(isOnDisk(`${gone}.jpg`)).toBe(false);

    const kept = "hub/team/bola-ade/portrait-5a5a5a";
    await save(editor, {
      [member("bola-ade")]: newMember(kept),
      [`${kept}.jpg`]: await photo("#36a"),
    });
    // Keystatic renames an entry as its new file plus the deletion of the old one.
    const renamed = await save(editor, { [member("bola-adeyemi")]: newMember(kept) }, [
      member("bola-ade"),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(isOnDisk(`${kept}.jpg`)).toBe(true);
  });

  test("a small file claiming 16,000 × 16,000 pixels is refused in words, and neither file is written", async () => {
    const before = onDisk(entryFile);
    const bomb = "hub/team/chinedu-eze/portrait-0c0c0c";
    const response = await save(editor, {
      [entryFile]: entryNaming(bomb),
      [`${bomb}.png`]: await pngClaiming(16000, 16000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().problems[0].sentence).toBe(
      "This picture is 16,000 × 16,000 pixels, more than the 40 megapixels the site can use: choose a smaller picture.",
    );
    expect(onDisk(entryFile)).toBe(before);
    expect(existsSync(path.join(contentDir, `${bomb}.png`))).toBe(false);
  });

  test("a picture whose file ends before its pixels do is refused in words, and neither file is written", async () => {
    const before = onDisk(entryFile);
    const cutShort = "hub/team/chinedu-eze/portrait-0d0d0d";
    const whole = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: "#7a4" },
    })
      .png()
      .toBuffer();
    const response = await save(editor, {
      [entryFile]: entryNaming(cutShort),
      [`${cutShort}.png`]: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/could not be read to the end/);
    expect(onDisk(entryFile)).toBe(before);
    expect(existsSync(path.join(contentDir, `${cutShort}.png`))).toBe(false);
  });

  test("that is not a picture is refused with the reason, and neither file is written", async () => {
    const before = onDisk(entryFile);
    const other = "hub/team/chinedu-eze/portrait-0b0b0b";
    const response = await save(editor, {
      [entryFile]: entryNaming(other),
      [`${other}.jpg`]: Buffer.from("<svg onload=alert(1)>"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      {
        entry: "The picture portrait-0b0b0b.jpg",
        path: [],
        field: "",
        sentence: "This file is not a picture the site can show: choose a JPEG, PNG or WebP photo.",
      },
    ]);
    expect(onDisk(entryFile)).toBe(before);
    expect(existsSync(path.join(contentDir, `${other}.jpg`))).toBe(false);
  });
});

describe("a refused save is in the audit log: one entry, who and why, never what was sent", () => {
  const email = "refused-saves@hub.example";
  let cookie: string;
  beforeAll(async () => {
    cookie = (await t.personWithRole("editor", email)).cookie;
  });

  async function refusalsOf() {
    return t.site.database.db
      .selectFrom("staff_audit_log")
      .selectAll()
      .where("actor_email", "=", email)
      .where("action", "=", "content-save-refused")
      .orderBy("id")
      .execute();
  }

  /**
   * The one entry a refused request left, after checking it was refused and
   * named no content, and that it keeps the rules in the words the editor was
   * answered with: problems' sentences, or the one message.
   */
  async function refusalLeftBy(
    send: () => Promise<{ statusCode: number; body: string }>,
    content: string,
  ) {
    const before = (await refusalsOf()).length;
    const response = await send();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const entries = (await refusalsOf()).slice(before);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.actor_id).not.toBeNull();
    expect(entry?.detail ?? "").not.toContain(content);
    const answer = JSON.parse(response.body) as {
      message: string;
      problems?: { sentence: string }[];
    };
    const { rules, ...detail } = JSON.parse(entry?.detail ?? "null");
    const said = answer.problems?.map(({ sentence }) => sentence) ?? [answer.message];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(said).toContain(rule);
    return detail;
  }

  test("the deletion of the site's identity", async () => {
    const detail = await refusalLeftBy(() => save(cookie, {}, ["site/identity.yaml"]), "name:");
    expect(detail).toEqual({
      codes: ["cannot-delete"],
      files: ["site/identity.yaml"],
      entries: ["Organisation: name, address, phone"],
    });
  });

  test("a write outside the folders the editor writes", async () => {
    const detail = await refusalLeftBy(
      () => save(cookie, { "../outside.yaml": "secret: outside-words" }),
      "outside-words",
    );
    expect(detail).toEqual({
      codes: ["not-editable"],
      files: ["../outside.yaml"],
      entries: ["a file the editor does not show"],
    });
  });

  test("an editor's change of what parents pay by", async () => {
    const detail = await refusalLeftBy(
      () => save(cookie, { "site/bank-details.yaml": "accountNumber: '9999999999'\n" }),
      "9999999999",
    );
    expect(detail).toEqual({
      codes: ["admins-only"],
      files: ["site/bank-details.yaml"],
      entries: ["Bank account for fees (admins only)"],
    });
  });

  test("YAML that does not read", async () => {
    const detail = await refusalLeftBy(
      () => save(cookie, { "site/identity.yaml": "name: [unread-words\n: :" }),
      "unread-words",
    );
    expect(detail).toEqual({
      codes: ["unreadable-yaml"],
      files: ["site/identity.yaml"],
      entries: ["Organisation: name, address, phone"],
    });
  });

  test("an SVG with a script", async () => {
    const drawing = "hub/team/chinedu-eze/portrait-5c5c5c.svg";
    const detail = await refusalLeftBy(
      () => save(cookie, { [drawing]: "<svg><script>alert('svg-words')</script></svg>" }),
      "svg-words",
    );
    expect(detail).toEqual({
      codes: ["not-a-picture"],
      files: [drawing],
      entries: ["Team: Chinedu Eze"],
    });
  });

  test("a POST to an action the editor does not have, with the paths its body names", async () => {
    const detail = await refusalLeftBy(
      () =>
        postToEditor(
          cookie,
          {
            additions: [
              { path: "hub/x.html", contents: Buffer.from("action-words").toString("base64") },
            ],
            deletions: [{ path: "site/identity.yaml" }],
          },
          "/api/keystatic/update/",
        ),
      Buffer.from("action-words").toString("base64"),
    );
    expect(detail).toEqual({
      codes: ["not-an-action"],
      files: ["hub/x.html", "site/identity.yaml"],
      entries: ["a file the editor does not show", "Organisation: name, address, phone"],
    });
  });

  test("a body that is not a save", async () => {
    const detail = await refusalLeftBy(
      () => postToEditor(cookie, { files: "format-words" }),
      "format-words",
    );
    expect(detail).toEqual({ codes: ["not-editor-format"], files: [], entries: [] });
  });

  test("a save naming many files keeps the first twenty, each cut short, and counts the rest", async () => {
    const files = Array.from({ length: 25 }, (_, i) => `../${String(i).padStart(300, "x")}.yaml`);
    const detail = await refusalLeftBy(
      () => save(cookie, Object.fromEntries(files.map((file) => [file, "many-words"]))),
      "many-words",
    );
    expect(detail.files).toHaveLength(20);
    expect(detail.files.every((file: string) => file.length === 200)).toBe(true);
    expect(detail.more).toBe(5);
    // Each entry and each rule once, and a bounded number of them.
    expect(detail.entries).toEqual(["a file the editor does not show"]);
  });
});
