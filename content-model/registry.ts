import type * as z from "zod/mini";
import { isCalendarDate } from "#schemas/form-rules.ts";
import { admissionFormSchema } from "./admissions/forms.ts";
import { contactDetailsBlockSchema } from "./blocks.ts";
import {
  type Call,
  type CallProgramme,
  callFileName,
  callProgrammes,
  callSchema,
} from "./calls/calls.ts";
import { codevilleAboutFileSchema } from "./codeville/about.ts";
import { brochureFileSchema } from "./codeville/brochure.ts";
import {
  childSchema,
  graduatesYearSchema,
  parentWordsFileSchema,
  projectsYearSchema,
  reviewEntrySchema,
} from "./codeville/children.ts";
import { closedAppPageSchema } from "./codeville/closed-app.ts";
import { componentsPageFileSchema } from "./codeville/components.ts";
import { codevilleContactFileSchema } from "./codeville/contact.ts";
import { faqGroupFileSchema, faqsPageFileSchema } from "./codeville/faqs.ts";
import { funActivitiesSchema } from "./codeville/fun-activities.ts";
import {
  galleryCopyFileSchema,
  galleryListPageFileSchema,
  juniorAcademyGalleryFileSchema,
  kidsCodeCampGalleryFileSchema,
} from "./codeville/gallery.ts";
import {
  programmeFileSchema,
  programmeIds,
  programmeRulesSchema,
} from "./codeville/kids-programmes.ts";
import { landingPageFileSchema } from "./codeville/landing.ts";
import { codevilleNavigationFileSchema } from "./codeville/navigation.ts";
import { programmeCardWordsSchema } from "./codeville/programme-cards.ts";
import { programmePageFileSchema, programmePageWordsSchema } from "./codeville/programme-pages.ts";
import { programmesOverviewFileSchema } from "./codeville/programmes-overview.ts";
import { demoDayFileSchema, testimonialsPageFileSchema } from "./codeville/testimonials.ts";
import { siteDate } from "./dates.ts";
import { hubFactsSchema } from "./hub/facts.ts";
import {
  aboutPageFileSchema,
  contactPageFileSchema,
  homePageFileSchema,
  techHubPageSchema,
} from "./hub/pages.ts";
import { teamMemberSchema } from "./hub/people.ts";
import {
  applicationFormFileSchema,
  hiringRequestFormFileSchema,
  talentChoicesSchema,
  talentPageFileSchema,
  talentResultsFileSchema,
} from "./hub/talent.ts";
import { admissionPagesSchema } from "./site/admission-pages.ts";
import { bankDetailsFile, bankDetailsSchema } from "./site/bank-details.ts";
import { externalLinksSchema } from "./site/external-links.ts";
import { formResultsFileSchema } from "./site/form-results.ts";
import { identitySchema } from "./site/identity.ts";
import { leadFormsSchema } from "./site/lead-forms.ts";
import { mailLinkPagesSchema } from "./site/mail-link-pages.ts";
import { navigationFileSchema } from "./site/navigation.ts";
import { paymentPagesFile, paymentPagesSchema } from "./site/payment-pages.ts";
import { privacyPageSchema } from "./site/privacy.ts";
import { selectionStagesFile, selectionStagesSchema } from "./site/selection-stages.ts";
import { stageMailsFile, stageMailsSchema } from "./site/stage-mails.ts";
import { statusPagesFile, statusPagesSchema } from "./site/status-pages.ts";
import { notFoundPageSchema, systemPageSchema } from "./site/system-pages.ts";
import { waitlistMailsFile, waitlistMailsSchema } from "./site/waitlist-mails.ts";
import { waitlistPagesSchema } from "./site/waitlist-pages.ts";
import { sparksHeaderSchema, sparksLandingFileSchema } from "./sparks/pages.ts";
import {
  applicationStepsSchema,
  callAnnouncementSchema,
  incubationPageSchema,
  investmentPageSchema,
  springboardPageSchema,
  startupBoostPageSchema,
  startzoneHeaderSchema,
  startzoneOverviewPageSchema,
  startzoneProgrammeIds,
  startzoneProgrammeSchema,
} from "./startzone/pages.ts";

/**
 * The programmes as the staff side names them (a call in the editor's lists,
 * on Publish, in the audit log); the site's own words for each are in its
 * content. Here, not beside the calls' schema, which the public pages carry.
 */
export const callProgrammeNames: Readonly<Record<CallProgramme, string>> = {
  codeville: "Codeville (all kids programmes)",
  "kids-code-camp": "Kids Code Camp",
  "middle-class": "Middle Class",
  "junior-academy": "Junior Academy",
  "virtual-camp": "Virtual Camp",
  springboard: "Springboard",
  "start-up-boost": "Startup Boost",
  sparks: "Sparks",
};

/**
 * Every piece of content the site reads, in one list: a singleton is one YAML
 * file, a collection a folder of YAML files (one per entry, the file's name is
 * its slug). The editor is generated from this list (in the browser too, so
 * this module reads no file) and a test checks that
 * every .yaml file under content/ belongs to an item, so nothing the site
 * reads can be left out of the editor. Moving more content to YAML is adding
 * one line here.
 */
export type ContentItem = {
  kind: "singleton" | "collection";
  /** Under the content folder: "site/identity.yaml" for a singleton, "calls" for a collection. */
  path: string;
  /** The same schema the site's reader checks the file with. */
  schema: z.ZodMiniType;
  /** What staff see in the editor's menu. */
  label: string;
  /**
   * A collection whose entries' file names follow from their data (a call's
   * from its programme and edition): the name an entry should have, and the
   * editor's note when it has another (content-model/entry-notes.ts).
   */
  fileName?: { of: (data: unknown) => string; note: (actual: string, expected: string) => string };
  /**
   * A collection whose entries the site fixes: the file names it reads and no
   * others (one per kids programme, one per Startzone programme). The editor
   * offers no "Add" for it, and a file named otherwise is refused by the
   * content check, in the editor's save and in a publish (decision 244).
   */
  entries?: readonly string[];
  /**
   * A page for the team, not for visitors (the component showcase): it shows
   * other entries as samples, and no link of the site leads to it, so "Appears
   * on" names it for its own entry only (server/publish/entry-pages.ts).
   */
  showcase?: true;
  /**
   * What a person calls a collection's entry, from its data (and its file
   * name, for an entry the site keys by it: a year's graduates), when no one
   * field says it (a call: its programme and edition); undefined when
   * neither tells (content-model/content-entries.ts, `entryName`).
   */
  title?: (data: unknown, slug: string) => string | undefined;
  /**
   * What else the editor's list says of an entry beside its name, where a
   * person picks by it (a call: open or closed, and until when).
   */
  detail?: (data: unknown) => string | undefined;
  /**
   * Content only an admin changes, since parents act on it with money (the
   * bank account fees go to, the words of the payment pages): an editor who
   * changed it could send every family's transfer elsewhere (attack of
   * 2026-11-29, decision 238).
   */
  adminsOnly?: true;
};

/**
 * The editor's menu in sections, by the folder an item's file is in, in this
 * order: where the site names a part of itself, and no "Singletons" and
 * "Collections", which say how a file is kept, not what it holds.
 */
export const contentSections: readonly { name: string; folders: readonly string[] }[] = [
  { name: "The whole site", folders: ["site"] },
  { name: "The hub and its team", folders: ["hub"] },
  { name: "Calls and admissions", folders: ["calls", "admissions"] },
  { name: "Codeville", folders: ["codeville"] },
  { name: "Startzone", folders: ["startzone"] },
  { name: "Sparks", folders: ["sparks"] },
];

/** The section of the editor's menu an item is listed in (`contentSections`). */
export function contentSectionOf(item: ContentItem): string | undefined {
  const folder = item.path.split("/")[0];
  return contentSections.find((section) => section.folders.some((each) => each === folder))?.name;
}

/**
 * A collection entry's file name (its slug), as a content check names it
 * when it is wrong and as the editor's form names its field: not stored in
 * the file, and a key no content schema uses.
 */
export const entryFileNameField = "fileName";

/** A singleton as registered: its file's path and schema kept as their own types, for `readSingleton`. */
export type SingletonItem<
  Path extends `${string}.yaml` = `${string}.yaml`,
  Schema extends z.ZodMiniType = z.ZodMiniType,
> = Omit<ContentItem, "kind" | "path" | "schema"> & {
  kind: "singleton";
  path: Path;
  schema: Schema;
};

/** A collection as registered, its folder and schema kept as their own types, for `readCollection`. */
export type CollectionItem<
  Path extends string = string,
  Schema extends z.ZodMiniType = z.ZodMiniType,
> = Omit<ContentItem, "kind" | "path" | "schema"> & {
  kind: "collection";
  path: Path;
  schema: Schema;
};

const singleton = <const Path extends `${string}.yaml`, Schema extends z.ZodMiniType>(
  path: Path,
  schema: Schema,
  label: string,
  extra: Pick<ContentItem, "adminsOnly" | "showcase"> = {},
): SingletonItem<Path, Schema> => ({ kind: "singleton", path, schema, label, ...extra });
const collection = <const Path extends string, Schema extends z.ZodMiniType>(
  path: Path,
  schema: Schema,
  label: string,
  extra: Pick<ContentItem, "fileName" | "title" | "detail" | "entries"> = {},
): CollectionItem<Path, Schema> => ({ kind: "collection", path, schema, label, ...extra });

/** A text field of an entry's data, when it has one. */
function textOf(data: unknown, key: string): string | undefined {
  if (data === null || typeof data !== "object") return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A call as a person names it: "Startup Boost 2027". */
function callTitle(data: unknown): string | undefined {
  const programme = callProgrammes.find((each) => each === textOf(data, "programme"));
  const edition = textOf(data, "edition");
  return programme && edition ? `${callProgrammeNames[programme]} ${edition}` : undefined;
}

/** A call's standing, as the editor's list says it: "Open until 31 December 2027", "Closed". */
function callDetail(data: unknown): string | undefined {
  const status = textOf(data, "status");
  const closes = textOf(data, "closes");
  if (status === "closed") return "Closed";
  if (status !== "open") return undefined;
  return closes !== undefined && isCalendarDate(closes) ? `Open until ${siteDate(closes)}` : "Open";
}

/** A Codeville programme's page by the programme's name: "Kids Code Camp page". */
function programmePageTitle(_data: unknown, slug: string): string | undefined {
  const programme = callProgrammes.find((each) => each === slug);
  return programme && `${callProgrammeNames[programme]} page`;
}

/** A review by its class and year: "Review: Junior Academy, Web Dev, 2024" (a child is not named in a list). */
function reviewTitle(data: unknown): string | undefined {
  const record = data !== null && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const year = typeof record.year === "number" ? String(record.year) : undefined;
  const parts = [textOf(data, "class"), year].filter(Boolean);
  return parts.length > 0 ? `Review: ${parts.join(", ")}` : undefined;
}

/** A child by first and last name. */
function childTitle(data: unknown): string | undefined {
  const names = [textOf(data, "firstName"), textOf(data, "lastName")].filter(Boolean);
  return names.length > 0 ? names.join(" ") : undefined;
}

/**
 * Every item with its path and schema as their own types: the site's readers
 * (content-model/read.server.ts) take an item by name and return what its
 * schema gives, so a file is paired with its schema here and nowhere else.
 */
const registeredItems = [
  // The organisation
  singleton("site/identity.yaml", identitySchema, "Organisation: name, address, phone"),
  singleton(bankDetailsFile, bankDetailsSchema, "Bank account for fees (admins only)", {
    adminsOnly: true,
  }),
  singleton(
    paymentPagesFile,
    paymentPagesSchema,
    "Payment pages: the parents' invoice links (admins only)",
    { adminsOnly: true },
  ),
  singleton(statusPagesFile, statusPagesSchema, "Status pages: the applicants' status links"),
  singleton(stageMailsFile, stageMailsSchema, "Applications: the mails of each stage"),
  singleton(
    selectionStagesFile,
    selectionStagesSchema,
    "Applications: each programme's selection stages",
  ),
  singleton("site/external-links.yaml", externalLinksSchema, "Links to other sites"),
  singleton("hub/facts.yaml", hubFactsSchema, "Hub facts and figures"),
  collection("hub/team", teamMemberSchema, "Team"),
  // The hub's pages and what every page shows
  singleton("hub/home.yaml", homePageFileSchema, "Hub: home page"),
  singleton("hub/about.yaml", aboutPageFileSchema, "Hub: about page"),
  singleton("hub/tech-hub.yaml", techHubPageSchema, "Hub: who we are (tech hub) page"),
  singleton("hub/contact.yaml", contactPageFileSchema, "Hub: contact page"),
  singleton(
    "site/contact-details.yaml",
    contactDetailsBlockSchema,
    "Contact details beside the forms",
  ),
  singleton("site/navigation.yaml", navigationFileSchema, "Main header and footer"),
  singleton("site/lead-forms.yaml", leadFormsSchema, "Contact and mailing list forms"),
  singleton(
    "site/mail-link-pages.yaml",
    mailLinkPagesSchema,
    "Mailing list: confirm and unsubscribe pages",
  ),
  singleton("site/privacy.yaml", privacyPageSchema, "Privacy notice"),
  singleton("site/form-results.yaml", formResultsFileSchema, "Pages after a form is sent"),
  singleton("site/not-found.yaml", notFoundPageSchema, "Page not found"),
  singleton("site/error-page.yaml", systemPageSchema, "Error page"),
  // Talent pool and hiring
  singleton(
    "hub/talent-choices.yaml",
    talentChoicesSchema,
    "Talent forms: stacks, levels, commitments",
  ),
  singleton("hub/talent.yaml", talentPageFileSchema, "Talent: apply page"),
  singleton("hub/hire.yaml", talentPageFileSchema, "Talent: hire page"),
  singleton("hub/application-form.yaml", applicationFormFileSchema, "Talent: application form"),
  singleton(
    "hub/hiring-request-form.yaml",
    hiringRequestFormFileSchema,
    "Talent: hiring request form",
  ),
  singleton("hub/talent-results.yaml", talentResultsFileSchema, "Talent: pages after sending"),
  // Calls for applications
  collection("calls", callSchema, "Calls for applications", {
    title: callTitle,
    detail: callDetail,
    fileName: {
      of: (data) => callFileName(data as Call),
      note: (actual, expected) =>
        `This call's file is named ${actual}, but its programme and edition make it ${expected}, and the site's addresses use the file name. If you changed an old call into a new edition, the old one is no longer kept: to keep it, start the new edition from it with "New edition from this one". Otherwise change File name to ${expected}.`,
    },
  }),
  // The hub's own application forms, one per programme (file name: the programme).
  collection("admissions", admissionFormSchema, "Application forms", {
    title: (data) => textOf(data, "programme"),
    entries: callProgrammes,
  }),
  singleton("site/admission-pages.yaml", admissionPagesSchema, "Application forms: page words"),
  singleton("site/waitlist.yaml", waitlistPagesSchema, "Waitlists: page words"),
  singleton(waitlistMailsFile, waitlistMailsSchema, "Waitlists: the mails"),
  // Startzone
  collection("startzone/programmes", startzoneProgrammeSchema, "Startzone programmes", {
    entries: startzoneProgrammeIds,
  }),
  singleton("startzone/overview.yaml", startzoneOverviewPageSchema, "Startzone: overview page"),
  singleton(
    "startzone/start-up-boost.yaml",
    startupBoostPageSchema,
    "Startzone: Startup Boost page",
  ),
  singleton("startzone/springboard.yaml", springboardPageSchema, "Startzone: Springboard page"),
  singleton("startzone/incubation.yaml", incubationPageSchema, "Startzone: incubation page"),
  singleton("startzone/investment.yaml", investmentPageSchema, "Startzone: investment page"),
  singleton("startzone/call-announcement.yaml", callAnnouncementSchema, "Startzone: call banner"),
  singleton("startzone/application-steps.yaml", applicationStepsSchema, "Startzone: how to apply"),
  singleton("startzone/navigation.yaml", startzoneHeaderSchema, "Startzone: header"),
  singleton("startzone/not-found.yaml", notFoundPageSchema, "Startzone: page not found"),
  // Sparks
  singleton("sparks/landing.yaml", sparksLandingFileSchema, "Sparks: page"),
  singleton("sparks/navigation.yaml", sparksHeaderSchema, "Sparks: header"),
  collection("sparks/mentors", teamMemberSchema, "Sparks: mentors"),
  // Codeville
  singleton(
    "codeville/navigation.yaml",
    codevilleNavigationFileSchema,
    "Codeville: menu, not-found page and welcome popup",
  ),
  singleton("codeville/landing.yaml", landingPageFileSchema, "Codeville: landing page"),
  singleton("codeville/about.yaml", codevilleAboutFileSchema, "Codeville: about page"),
  singleton("codeville/contact.yaml", codevilleContactFileSchema, "Codeville: contact page"),
  singleton("codeville/brochure.yaml", brochureFileSchema, "Codeville: brochure form and page"),
  singleton(
    "codeville/components.yaml",
    componentsPageFileSchema,
    "Codeville: component showcase",
    {
      showcase: true,
    },
  ),
  singleton(
    "codeville/programmes-overview.yaml",
    programmesOverviewFileSchema,
    "Codeville: programmes overview",
  ),
  collection("codeville/programmes", programmeFileSchema, "Codeville programmes", {
    entries: programmeIds,
  }),
  singleton(
    "codeville/programme-cards.yaml",
    programmeCardWordsSchema,
    "Codeville: programme cards",
  ),
  collection("codeville/programme-pages", programmePageFileSchema, "Codeville: programme pages", {
    title: programmePageTitle,
    entries: programmeIds,
  }),
  singleton(
    "codeville/programme-page-words.yaml",
    programmePageWordsSchema,
    "Codeville: what every programme page says",
  ),
  singleton("codeville/fun-activities.yaml", funActivitiesSchema, "Codeville: fun activities"),
  singleton("codeville/gallery-copy.yaml", galleryCopyFileSchema, "Codeville: gallery words"),
  singleton(
    "codeville/gallery-junior-academy.yaml",
    juniorAcademyGalleryFileSchema,
    "Codeville: Junior Academy gallery",
  ),
  singleton(
    "codeville/gallery-kids-code-camp.yaml",
    kidsCodeCampGalleryFileSchema,
    "Codeville: Kids Code Camp gallery",
  ),
  singleton(
    "codeville/gallery-past-projects.yaml",
    galleryListPageFileSchema,
    "Codeville: past projects page",
  ),
  singleton(
    "codeville/gallery-past-graduates.yaml",
    galleryListPageFileSchema,
    "Codeville: past graduates page",
  ),
  singleton("codeville/programme-rules.yaml", programmeRulesSchema, "Codeville: shared rules"),
  singleton("codeville/closed-app.yaml", closedAppPageSchema, "Codeville: applications closed"),
  singleton("codeville/faqs-page.yaml", faqsPageFileSchema, "Codeville: FAQ page"),
  collection("codeville/faqs", faqGroupFileSchema, "Codeville: FAQ groups", {
    entries: programmeIds,
  }),
  collection("codeville/children", childSchema, "Codeville: children", { title: childTitle }),
  collection("codeville/graduates", graduatesYearSchema, "Codeville: graduates by year", {
    title: (_data, year) => `Graduates of ${year}`,
  }),
  collection("codeville/past-projects", projectsYearSchema, "Codeville: past projects by year", {
    title: (_data, year) => `Projects of ${year}`,
  }),
  collection("codeville/demo-days", demoDayFileSchema, "Codeville: demo day videos"),
  singleton(
    "codeville/testimonials-page.yaml",
    testimonialsPageFileSchema,
    "Codeville: testimonials page",
  ),
  collection("codeville/parents-say", parentWordsFileSchema, "Codeville: parents' words"),
  collection("codeville/reviews", reviewEntrySchema, "Codeville: reviews", { title: reviewTitle }),
] as const;

/** The items in the editor's order: what the editor, the checks and the publish iterate. */
export const contentItems: readonly ContentItem[] = registeredItems;

type RegisteredItem = (typeof registeredItems)[number];
type WithoutYaml<Path> = Path extends `${infer Name}.yaml` ? Name : never;
type RegisteredSingleton = Extract<RegisteredItem, { kind: "singleton" }>;
type RegisteredCollection = Extract<RegisteredItem, { kind: "collection" }>;

/** A singleton's name: its path without `.yaml` ("site/identity", "codeville/landing"). */
export type SingletonName = WithoutYaml<RegisteredSingleton["path"]>;
/** A collection's name: its folder ("calls", "hub/team"). */
export type CollectionName = RegisteredCollection["path"];
/** The schema a singleton's file is checked with. */
export type SingletonSchema<Name extends SingletonName> = Extract<
  RegisteredSingleton,
  { path: `${Name}.yaml` }
>["schema"];
/** The schema each entry of a collection is checked with. */
export type CollectionSchema<Name extends CollectionName> = Extract<
  RegisteredCollection,
  { path: Name }
>["schema"];

/** The item a name stands for ("site/identity", "calls"), if any. */
export function itemNamed(name: string): ContentItem | undefined {
  return contentItems.find((item) =>
    item.kind === "singleton" ? item.path === `${name}.yaml` : item.path === name,
  );
}

/** An item's name as the readers take it: a singleton's path without `.yaml`, a collection's folder. */
export function nameOf(item: ContentItem): string {
  return item.kind === "singleton" ? item.path.slice(0, -".yaml".length) : item.path;
}

/** The item a content file belongs to ("calls/x.yaml" → the calls collection), if any. */
export function itemOfFile(file: string): ContentItem | undefined {
  const slash = file.lastIndexOf("/");
  const folder = slash === -1 ? "" : file.slice(0, slash);
  return contentItems.find((item) =>
    item.kind === "singleton" ? item.path === file : folder === item.path && file.endsWith(".yaml"),
  );
}
