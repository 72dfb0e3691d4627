import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { isScalar, parse, parseDocument, visit } from "yaml";
import { contentItems } from "#content-model/registry.ts";
import { filesOf } from "#content-model/validate.server.ts";
import { mergedSource } from "./content-save.ts";

/**
 * A save edits each changed value in the file's own text (issue 31, item 2):
 * every kind of scalar the content uses, at every depth, reads back as the
 * editor sent it, and the rest of the file (comments, other values, layout)
 * stays byte for byte.
 */

type Path = (string | number)[];

/** Every scalar of a YAML text: its path, value and where its text is. */
function scalarsOf(source: string): { path: Path; value: unknown; start: number; end: number }[] {
  const found: { path: Path; value: unknown; start: number; end: number }[] = [];
  visit(parseDocument(source), {
    Scalar(key, node, ancestors) {
      if (key === "key" || !node.range) return;
      const at: Path = [];
      for (const [index, ancestor] of ancestors.entries()) {
        const next = ancestors[index + 1] ?? node;
        if (isScalar(ancestor)) continue;
        if ("items" in ancestor && Array.isArray(ancestor.items)) {
          const position = ancestor.items.indexOf(next as never);
          if (position >= 0 && ancestor.constructor.name === "YAMLSeq") at.push(position);
        }
        if ("key" in ancestor && isScalar(ancestor.key)) at.push(String(ancestor.key.value));
      }
      found.push({ path: at, value: node.value, start: node.range[0], end: node.range[1] });
    },
  });
  return found;
}

function withValue(data: unknown, at: Path, value: unknown): unknown {
  const copy = structuredClone(data);
  let place = copy as Record<string | number, unknown>;
  for (const step of at.slice(0, -1)) place = place[step] as Record<string | number, unknown>;
  place[at.at(-1) as string | number] = value;
  return copy;
}

/** The text outside every scalar's own text: what an edit of values must leave alone. */
function skeleton(source: string): string {
  let rest = "";
  let from = 0;
  for (const { start, end } of scalarsOf(source).sort((a, b) => a.start - b.start)) {
    rest += `${source.slice(from, start)}·`;
    from = end;
  }
  return rest + source.slice(from);
}

const everyKind = `# Every kind of scalar the content uses.
plain: A plain text # a comment after it
single: 'A single-quoted text'
double: "A double-quoted text: with a colon"
number: 3
folded: >
  A folded text
  on two lines.
foldedStrip: >-
  A folded text, its last line break stripped.
foldedKeep: >+
  A folded text that keeps its line breaks.

literal: |
  A literal text
  keeps its lines.
literalStrip: |-
  A literal text, stripped.
literalKeep: |+
  A literal text, kept.

seo:
  title: About us
  description: >-
    Who we are, what we are for and the team behind the hub,
    in a folded paragraph.
questions:
  - question: Is it free?
    # A comment inside a list.
    answer: >-
      Yes. Every programme of the hub is free, and a certificate is given at
      the end.
  - question: 'Which city?'
    answer:
      - >-
        No particular city is needed.
      - "A second line, quoted."
      - plain third line
deep:
    four: >-
        Indented four spaces,
        as some files are.
    list:
    - "a list not indented under its key"
    - |
      a literal in it
# The end.
`;

const newValues = [
  "New words",
  "Fees: ₦50,000 # not a comment",
  "2027",
  "true",
  "A long sentence that runs well past a hundred characters, as a paragraph written in the editor's box would, with no line breaks in it at all.",
  "First line\nSecond line",
  "Ends with a line break\n",
  "'Quoted' and \"double\" and a backslash \\",
  "",
];

describe("every kind of scalar, edited alone", () => {
  const data = parse(everyKind);
  const scalars = scalarsOf(everyKind);

  test("the fixture holds every style: plain, quoted both ways, folded and literal with each chomping", () => {
    for (const header of ["'", '"', ">\n", ">-", ">+", "|\n", "|-", "|+"]) {
      expect(everyKind).toContain(header);
    }
    expect(scalars.length).toBeGreaterThan(20);
  });

  test("each reads back as the new value, and the rest of the file is unchanged byte for byte", () => {
    for (const scalar of scalars) {
      for (const value of newValues) {
        const intended = withValue(data, scalar.path, value);
        const text = mergedSource(everyKind, intended);
        const where = `${scalar.path.join(".")} = ${JSON.stringify(value)}`;
        expect(parse(text), where).toEqual(intended);
        expect(text.slice(0, scalar.start), where).toBe(everyKind.slice(0, scalar.start));
        // What follows the value (its comment, the next keys) is unchanged.
        const after = everyKind.slice(scalar.end).replace(/^[^\S\n]*\n?/, "");
        expect(text.endsWith(after), where).toBe(true);
      }
    }
  });
});

describe("every shipped content file, every value edited at once", () => {
  const files = contentItems.flatMap((item) => filesOf(item));

  /** A new value of the same type, in turn plain, with a colon, on two lines, ending with a line break. */
  function edited(value: unknown, index: number): unknown {
    if (typeof value === "number") return value + 1;
    if (typeof value !== "string") return value;
    return [
      `${value} edited`,
      `${value}: and a colon # not a comment`,
      `${value}\nOn a second line`,
      `${value}\n`,
    ][index % 4];
  }

  test.each(files)("%s reads back as edited, its comments and layout kept", (file) => {
    const source = readFileSync(path.join("content", file), "utf8");
    let intended: unknown = parse(source);
    for (const [index, scalar] of scalarsOf(source).entries()) {
      intended = withValue(intended, scalar.path, edited(scalar.value, index));
    }
    const text = mergedSource(source, intended);
    expect(parse(text)).toEqual(intended);
    expect(skeleton(text)).toBe(skeleton(source));
  });
});
