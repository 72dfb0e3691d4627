import { type ContentItem, itemOfFile } from "./registry.ts";

/**
 * A content file as the editor knows it: which entry it is (or, for a
 * picture, which entry's folder it sits in), what the editor calls that
 * entry, and the editor's address of it. The Publish page names changes and
 * problems this way, never by file path, and links each to its place in the
 * editor (docs/decisions/160-publishing-that-tells-the-truth.md).
 */
export type ContentEntry = {
  /** The entry's YAML file under the content folder ("calls/start-up-boost-2024.yaml"). */
  file: string;
  item: ContentItem;
  /** A collection entry's file name without `.yaml`; null for a singleton. */
  slug: string | null;
};

/** The key an item has in the editor's addresses: "site/identity.yaml" → "site-identity". */
export function editorKey(item: ContentItem): string {
  return item.path.replace(/\.yaml$/, "").replaceAll("/", "-");
}

/** The entry's page in the editor: /keystatic/singleton/<key> or /keystatic/collection/<key>/item/<slug>. */
export function editorPathOf(entry: ContentEntry): string {
  const key = editorKey(entry.item);
  return entry.slug === null
    ? `/keystatic/singleton/${key}`
    : `/keystatic/collection/${key}/item/${encodeURIComponent(entry.slug)}`;
}

function entryOfYaml(file: string): ContentEntry | null {
  const item = itemOfFile(file);
  if (!item) return null;
  if (item.kind === "singleton") return { file, item, slug: null };
  return { file, item, slug: file.slice(item.path.length + 1, -".yaml".length) };
}

/**
 * The entry a file under the content folder belongs to: a YAML file is its
 * own entry; a picture belongs to the entry of its name beside it
 * ("hub/team/ada-obi.jpg") or whose folder holds it (an upload of the entry:
 * "hub/team/ada-obi/photo-1a2b.jpg", "codeville/landing/hero-3c4d.jpg").
 * Null for a file no entry claims.
 */
export function entryOfFile(file: string): ContentEntry | null {
  if (file.endsWith(".yaml")) return entryOfYaml(file);
  const withoutExtension = file.replace(/\.[^./]+$/, "");
  const steps = withoutExtension.split("/");
  for (let length = steps.length; length > 0; length -= 1) {
    const entry = entryOfYaml(`${steps.slice(0, length).join("/")}.yaml`);
    if (entry) return entry;
  }
  return null;
}

/** The fields that name a collection entry, first found first, for a collection with no `title`. */
const titleFields = ["name", "title", "reviewerName", "label"] as const;

/** How long an entry's own name may be: what a refused save sent is whatever was sent. */
const titleLength = 80;

function titleOf(entry: ContentEntry & { slug: string }, data: unknown): string | undefined {
  const own = entry.item.title?.(data, entry.slug);
  if (own !== undefined) return own;
  const record = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
  return titleFields
    .map((field) => record[field])
    .find((value): value is string => typeof value === "string" && value.trim() !== "")
    ?.trim();
}

/**
 * What the staff side calls an entry, the same in the editor's bar, on
 * Publish and in the audit log: a singleton by its label ("Startzone:
 * Startup Boost page"); a collection's entry under its collection's label, by
 * what a person calls it (a call by its programme and edition, a team member
 * by name, an FAQ group by its title), from `data`, the entry's content; by
 * its file name only when the data does not say ("Calls for applications:
 * Startup Boost 2027").
 */
export function entryName(entry: ContentEntry, data?: unknown): string {
  if (entry.slug === null) return entry.item.label;
  return `${entry.item.label}: ${entryTitle({ ...entry, slug: entry.slug }, data)}`;
}

/**
 * A collection's entry by what a person calls it, without its collection's
 * label, as the editor's list of the collection names it ("Startup Boost
 * 2027"): the part of `entryName` after the label.
 */
export function entryTitle(entry: ContentEntry & { slug: string }, data?: unknown): string {
  const title = titleOf(entry, data);
  if (title === undefined) return entry.slug;
  return title.length > titleLength ? `${title.slice(0, titleLength - 1)}…` : title;
}

/** A YAML file of the content by `entryName`; undefined for a file that is no entry (a picture). */
export function entryNameOfFile(file: string, data?: unknown): string | undefined {
  const entry = file.endsWith(".yaml") ? entryOfFile(file) : null;
  return entry === null ? undefined : entryName(entry, data);
}
