import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";
import { expect, test } from "vitest";

/**
 * The module boundaries of ARCHITECTURE.md, checked over the source: a
 * feature never imports another feature, the site, the staff pages and the
 * server never import each other, and browser code takes content only as
 * types (content is parsed in loaders at prerender, so zod and the data stay
 * off the client). Each import is resolved to the file it names, through the
 * aliases of package.json or a relative path alike, so a crossing written as
 * "../../staff/…" is seen as surely as one written "#app/…". Biome's
 * noRestrictedImports (biome.json) says the same while typing; this test is
 * the one that resolves paths.
 */

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const aliases = Object.entries(
  (JSON.parse(readFileSync("package.json", "utf8")) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => ({ prefix: alias.replace("*", ""), folder: target.replace("*", "") }));

/** The repository path an import names, or null for a package. */
function resolvedPath(file: string, specifier: string): string | null {
  if (specifier.startsWith(".")) {
    return normalize(join(dirname(file), specifier))
      .split(sep)
      .join("/");
  }
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  if (alias === undefined) return null;
  return normalize(alias.folder + specifier.slice(alias.prefix.length))
    .split(sep)
    .join("/");
}

type ImportLine = { file: string; specifier: string; target: string | null; typeOnly: boolean };

function imports(directory: string): ImportLine[] {
  return sourceFiles(directory).flatMap((path) => {
    const file = relative(".", path).split(sep).join("/");
    return [
      ...readFileSync(path, "utf8").matchAll(
        /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm,
      ),
    ].map((match) => {
      const specifier = (match[3] ?? match[4] ?? match[5]) as string;
      return {
        file,
        specifier,
        target: resolvedPath(file, specifier),
        typeOnly: Boolean(match[2]),
      };
    });
  });
}

const scanned = [
  "app",
  "staff",
  "keystatic",
  "server",
  "schemas",
  "content-model",
  "content",
  "scripts",
];
const everyImport = scanned.flatMap(imports);
const appImports = everyImport.filter(({ file }) => file.startsWith("app/"));

/** Content as the site reads it: its modules still in TypeScript, and its schemas and readers. */
const isContent = (specifier: string) => /^#(content|content-model)\//.test(specifier);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const featureOf = (path: string) => /(?:^|\/)features\/([^/]+)\//.exec(path)?.[1];
const within = (path: string | null, folder: string) => path?.startsWith(`${folder}/`) ?? false;

/**
 * Who may not import whom: each folder (less the one it excepts), and the
 * folders it never reaches. A file answers to every rule whose folder holds it.
 */
const forbidden: {
  from: string;
  except?: string;
  never: string[];
  why: string;
  /** A rule about what ships: a test may drive that way in end to end. */
  testsExempt?: boolean;
}[] = [
  {
    from: "app",
    never: ["server", "staff", "keystatic"],
    why: "the site is prerendered and served to visitors: no service code, no staff code",
  },
  {
    from: "server",
    never: ["app", "staff"],
    why: "the server never loads browser code; it shares what it must through schemas/ and keystatic/",
  },
  { from: "staff", never: ["server"], why: "the staff pages call the server over HTTP" },
  {
    from: "keystatic",
    never: ["app", "staff", "server"],
    why: "the editor's configuration is shared by the staff pages and the server, so it depends on neither",
  },
  {
    from: "schemas",
    never: ["app", "staff", "server", "keystatic"],
    why: "the contracts are imported by every side and import none",
  },
  {
    from: "content-model",
    never: ["app", "staff", "server", "keystatic"],
    why: "the content model (its schemas, loader, readers and registry) is read by every side and reads none",
  },
  {
    from: "content",
    never: ["app", "staff", "server", "keystatic"],
    why: "content is data every side reads",
  },
  {
    from: "server",
    except: "server/cli",
    never: ["server/cli"],
    why: "the command line is a way in, as a route is: it uses the service's modules and none uses it",
    testsExempt: true,
  },
  {
    from: "server/publish",
    never: ["server/staff", "server/cli"],
    why: "Publish is run by the staff routes, the command line and the server's start, so it depends on none of them; what it shares with the editor sits in server/content/",
  },
  {
    from: "server/mail",
    never: ["server/staff"],
    why: "the outbox sends every side's mail, so it depends on none of them; what staff mail shares with it sits in server/mail/",
  },
  {
    from: "scripts/build",
    never: ["server"],
    why: "the build is a library Publish runs (below): it does not import the server that runs it",
  },
];

/**
 * The server may import scripts/build and nothing else of scripts/: Publish
 * runs the site's build as a library (its plans, its problems in the
 * editor's words, the pages each entry is on), the same code `npm run build`
 * runs, so a publish and a developer's build cannot differ
 * (docs/decisions/160-publishing-that-tells-the-truth.md).
 */
const serverMayImportFromScripts = "scripts/build";

test("the scan resolves aliases and relative paths to the files they name", () => {
  expect(resolvedPath("server/staff/a.ts", "../../staff/editor/x.ts")).toBe("staff/editor/x.ts");
  expect(resolvedPath("staff/pages/a.tsx", "#server/env.ts")).toBe("server/env.ts");
  expect(resolvedPath("staff/pages/a.tsx", "../api.ts")).toBe("staff/api.ts");
  expect(resolvedPath("server/a.ts", "zod")).toBeNull();
});

test("the scan reads the imports of every side, dynamic ones too", () => {
  expect(appImports.some(({ specifier, typeOnly }) => isContent(specifier) && typeOnly)).toBe(true);
  expect(appImports.some(({ specifier }) => specifier === "react-router")).toBe(true);
  for (const folder of ["staff", "server", "keystatic", "scripts/build"]) {
    expect(
      everyImport.some(({ file }) => within(file, folder)),
      folder,
    ).toBe(true);
  }
  expect(
    everyImport.some(
      ({ file, specifier }) =>
        within(file, "server") && specifier === "#keystatic/keystatic-config.ts",
    ),
  ).toBe(true);
});

test("no folder imports one it must not reach, by alias or by relative path", () => {
  const crossings = everyImport.flatMap(({ file, specifier, target }) => {
    const rules = forbidden.filter(
      ({ from, except, testsExempt }) =>
        within(file, from) && !(except && within(file, except)) && !(testsExempt && isTest(file)),
    );
    return rules.flatMap(({ never, why }) =>
      never
        .filter((folder) => within(target, folder))
        .map((folder) => `${file} imports ${specifier} (${folder}/: ${why})`),
    );
  });
  expect(crossings).toEqual([]);
});

test("the server imports of scripts/ only the build, which Publish runs", () => {
  const crossings = everyImport.filter(
    ({ file, target }) =>
      within(file, "server") &&
      within(target, "scripts") &&
      !within(target, serverMayImportFromScripts),
  );
  expect(crossings).toEqual([]);
});

test("a feature folder never imports another feature", () => {
  const crossings = appImports.filter(({ file, target }) => {
    const own = featureOf(file);
    const other = target && featureOf(target);
    return own && other && own !== other;
  });
  expect(crossings).toEqual([]);
});

test("components and features take content only as types, outside server-only modules and tests", () => {
  const leaks = appImports.filter(
    ({ file, specifier, typeOnly }) =>
      /^app\/(components|features)\//.test(file) &&
      !isTest(file) &&
      !/\.server\.tsx?$/.test(file) &&
      isContent(specifier) &&
      !typeOnly,
  );
  expect(leaks).toEqual([]);
});

/**
 * SQL lives only in the repositories of server/db/ (STYLE.md, "The server"):
 * no other module imports a driver or the query builder, calls the
 * builder, or writes SQL in a string. Tests and benchmarks are outside the
 * rule: they build and inspect a database as a fixture, as a person at a
 * database prompt would.
 */
const databaseDrivers = ["kysely", "better-sqlite3", "pg", "@better-auth/kysely-adapter"];
const sqlWritten: RegExp[] = [
  /\bsql`/,
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|selectNoFrom)\(/,
  /["'`]\s*(select\s[^"'`]*\sfrom\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|(create|drop)\s+(unique\s+)?(table|index)\s|alter\s+table\s|pragma\s|vacuum\b)/i,
  // The connection itself, taken from a Database (server/db/database.ts) to query with.
  /\bdatabase\.db\b|\{\s*db\s*[,}]/,
];
const bySqlRule = (file: string) =>
  !within(file, "server/db") && !isTest(file) && !within(file, "scripts/bench");
/** The source less its comments, which may name SQL (`VACUUM INTO`) without running it. */
const codeOf = (path: string) =>
  readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

test("the SQL rule sees SQL in every form it takes", () => {
  const written = [
    "await sql`vacuum`.execute(db)",
    'db.selectFrom("leads")',
    '"select count(*) as tables from sqlite_master"',
    "`UPDATE leads SET handled = 1`",
    '"pragma secure_delete = ON"',
    "const user = await database.db",
    'export function auditLog({ db }: Pick<Database, "db">) {',
  ];
  for (const line of written) {
    expect(
      sqlWritten.some((pattern) => pattern.test(line)),
      line,
    ).toBe(true);
  }
  expect(sqlWritten.some((pattern) => pattern.test('git(["update-ref", "HEAD"])'))).toBe(false);
});

test("only the repositories of server/db/ reach the database: no driver, no query builder, no SQL", () => {
  const drivers = everyImport
    .filter(({ file, specifier }) => bySqlRule(file) && databaseDrivers.includes(specifier))
    .map(({ file, specifier }) => `${file} imports ${specifier}`);
  const statements = scanned
    .flatMap(sourceFiles)
    .map((path) => relative(".", path).split(sep).join("/"))
    .filter(bySqlRule)
    .flatMap((file) =>
      sqlWritten
        .filter((pattern) => pattern.test(codeOf(file)))
        .map((pattern) => `${file} writes SQL (${pattern.source.slice(0, 24)}…)`),
    );
  expect([...drivers, ...statements]).toEqual([]);
});

/**
 * A migration is the schema as it was on its day: the service's queries read
 * nothing from one (a type or a helper of theirs would change the day the
 * schema moves on). The one runner, server/db/database.ts, takes the list.
 */
test("no module but the migration runner imports from server/db/migrations/", () => {
  const readers = everyImport.filter(
    ({ file, target }) =>
      within(target, "server/db/migrations") &&
      !within(file, "server/db/migrations") &&
      !isTest(file) &&
      file !== "server/db/database.ts",
  );
  expect(readers).toEqual([]);
});
