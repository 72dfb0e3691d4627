import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { parse } from "yaml";
import { contentItems, entryFileNameField, itemOfFile } from "./registry.ts";
import { validateAllContent, validateData } from "./validate.server.ts";

function yamlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => file.split(path.sep).join("/"));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test("every .yaml file under content/ belongs to a registered item, so the editor offers it", () => {
  const strays = yamlFilesUnder("content").filter((file) => itemOfFile(file) === undefined);
  expect(strays).toEqual([]);
});

test("each item is registered once", () => {
  const paths = contentItems.map((item) => item.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test("the shipped content passes every registered schema", async () => {
  expect(validateAllContent()).toEqual([]);
});

test("a broken file is reported with its file, field and reason, with the others' problems", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  try {
    cpSync("content", root, { recursive: true });
    vi.stubEnv("CONTENT_DIR", root);
    const call = yamlFilesUnder(path.join(root, "calls"))[0];
    writeFileSync(
      path.join(root, "calls", call ?? ""),
      "programme: springboard\nedition: '1'\nstatus: open\ncloses: 2027-01-31\napplyUrl: http://example.org\n",
    );
    rmSync(path.join(root, "site/identity.yaml"));
    expect(validateAllContent()).toEqual([
      { file: "site/identity.yaml", field: "", reason: "the file is missing" },
      { file: `calls/${call}`, field: "applyUrl", reason: "must be an https:// address" },
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** Every string in `data` at a key that names an address (link, href, url), with its path. */
function addressFields(data: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data))
    return data.flatMap((value, index) => addressFields(value, [...at, index]));
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) =>
    typeof value === "string" && /^(link|href|url)$|(Link|Href|Url)$/.test(key)
      ? [[...at, key]]
      : addressFields(value, [...at, key]),
  );
}

test("every address field of the shipped content refuses a data: link, as the link rule does", () => {
  const unchecked: string[] = [];
  for (const file of yamlFilesUnder("content")) {
    const item = itemOfFile(file);
    if (!item) continue;
    const data = parse(readFileSync(path.join("content", file), "utf8"));
    for (const field of addressFields(data)) {
      const copy = structuredClone(data);
      let parent = copy;
      for (const key of field.slice(0, -1)) parent = parent[key];
      parent[field.at(-1) as string | number] = "data:text/html,<script>alert(1)</script>";
      if (item.schema.safeParse(copy).success) unchecked.push(`${file}: ${field.join(".")}`);
    }
  }
  expect(unchecked).toEqual([]);
});

test("an account number is written only in the bank details: anywhere else, by anyone, it is refused with the field", async () => {
  const rulesFile = "codeville/programme-rules.yaml";
  const rules = itemOfFile(rulesFile);
  const bankFile = "site/bank-details.yaml";
  const bank = itemOfFile(bankFile);
  if (!rules || !bank) throw new Error("both items are registered");
  const data = parse(readFileSync(path.join("content", rulesFile), "utf8")) as Record<
    string,
    unknown
  >;
  for (const written of ["0123456789", "012 345 6789", "012-345-6789"]) {
    const problems = validateData(rulesFile, rules, {
      ...data,
      payment: `Pay by transfer to First Bank, account ${written}.`,
    });
    expect(problems, written).toEqual([
      expect.objectContaining({
        field: "payment",
        reason: expect.stringMatching(/bank account number/),
      }),
    ]);
  }
  // A phone number is no account number, however it is grouped.
  for (const phone of ["+234 809 555 0142", "0809 555 0142", "08095550142"]) {
    expect(validateData(rulesFile, rules, { ...data, payment: `Call ${phone}.` }), phone).toEqual(
      [],
    );
  }
  const bankData = parse(readFileSync(path.join("content", bankFile), "utf8"));
  expect(validateData(bankFile, bank, bankData)).toEqual([]);
});

test("a collection whose entries the site fixes holds exactly those, and a new entry's save is refused at its file name", () => {
  const fixed = contentItems.filter((item) => item.entries !== undefined);
  expect(fixed.length).toBeGreaterThan(0);
  for (const item of fixed) {
    expect(item.kind).toBe("collection");
    const slugs = yamlFilesUnder(path.join("content", item.path)).map((file) =>
      file.slice(0, -".yaml".length),
    );
    expect(new Set(slugs), item.path).toEqual(new Set(item.entries));
    const [first] = slugs;
    const data = parse(readFileSync(path.join("content", item.path, `${first}.yaml`), "utf8"));
    expect(validateData(`${item.path}/${first}.yaml`, item, data)).toEqual([]);
    expect(validateData(`${item.path}/a-fifth-one.yaml`, item, data)).toEqual([
      expect.objectContaining({
        field: entryFileNameField,
        reason: expect.stringContaining(first ?? ""),
      }),
    ]);
  }
});
