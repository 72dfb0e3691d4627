import { endStageNames, isEndStage } from "#schemas/admission-stages.ts";
import { type SaveRefusalCode, saveRefusalCodes } from "#schemas/editor.ts";
import { lagosTimeInWords } from "#schemas/lagos-time.ts";
import { formatNaira, kobo } from "#schemas/money.ts";
import { isAutomaticBuild, releaseBuildKinds } from "#schemas/publish.ts";
import { type LeadKind, leadKinds, type StaffRole, staffRoles } from "#schemas/staff.ts";
import {
  type AuditEntry,
  erasedCounts,
  leadAlertKindPlurals,
  leadAlertKinds,
  leadKindNouns,
  leadKindPlurals,
} from "#schemas/staff-leads.ts";
import { roleNames } from "./copy.ts";
import { creditOf } from "./pages/publish/build-credit.ts";
import { personName } from "./person-name.ts";

/** A part of a sentence: words, or a lead named and linked. */
export type SentencePart = string | { lead: { kind: LeadKind; id: number }; text: string };

/** The people the log names by id, by their address. */
export type PeopleById = ReadonlyMap<string, string>;

function leadOf(target: string | null): { kind: LeadKind; id: number } | null {
  const [kind, id] = (target ?? "").split(":");
  const found = leadKinds.find((each) => each === kind);
  return found && /^\d+$/.test(id ?? "") ? { kind: found, id: Number(id) } : null;
}

function leadPart(target: string | null): SentencePart {
  const lead = leadOf(target);
  return lead ? { lead, text: `${leadKindNouns[lead.kind]} ${lead.id}` } : "a lead";
}

/** "application:SPK-2024-0042" as its reference. */
/**
 * The invoice a payments line is about: its reference (KCC-2024-0001), kept
 * in the detail since decision 240; lines written before name it by the
 * internal number of their target, "invoice 7".
 */
function invoiceOf(entry: AuditEntry): string {
  const reference = entry.detail?.invoice;
  return typeof reference === "string" ? reference : (entry.target ?? "").replace(/^invoice:/, "");
}

/** A cohort as its programme and edition (kept in the detail since decision 240), or its call's name before. */
function cohortOf(entry: AuditEntry): string {
  const cohort = entry.detail?.cohort;
  return typeof cohort === "string" ? cohort : (entry.target ?? "").replace(/^call:/, "");
}

/** What each payment alarm is (server/db/schema.ts, PaymentAlarmKind), as the log says it. */
const alarmKindWords: Record<string, string> = {
  "amount-mismatch": "another amount than asked",
  "currency-mismatch": "another currency",
  "unknown-reference": "a payment with no checkout",
  "ended-application": "a payment for an ended place",
  "over-payment": "an over-payment",
};

function applicationOf(target: string | null): string {
  return (target ?? "").replace(/^application:/, "");
}

/**
 * A stage as the staff named it when the line was written (`name`, since a
 * programme's stages are content that changes), else an end's name or its id.
 */
function stageName(name: unknown, stage: unknown): string {
  if (typeof name === "string") return name;
  return typeof stage === "string" && isEndStage(stage) ? endStageNames[stage] : String(stage);
}

/** How a payment staff recorded by hand was made (server/payments/recorded-payment-route.ts). */
const paymentMethodWords: Record<string, string> = {
  "bank-transfer": "a bank transfer",
  refund: "a refund",
};

function count(number: unknown, one: string, many: string): string {
  const n = typeof number === "number" ? number : 0;
  return `${n.toLocaleString("en-NG")} ${n === 1 ? one : many}`;
}

/** "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function role(value: unknown): string {
  const found = staffRoles.find((each) => each === value);
  return found ? roleNames[found as StaffRole] : "another role";
}

/** The filter an export had, in words: "new ones, from 2026-11-01, searched". */
function filterWords(filter: unknown): string {
  if (typeof filter !== "object" || filter === null) return "";
  const { status, from, to, assignee, searched } = filter as Record<string, unknown>;
  const words = [
    status === "new" ? "new ones" : status === "handled" ? "handled ones" : null,
    from ? `from ${from}` : null,
    to ? `to ${to}` : null,
    assignee === "none" ? "nobody's" : assignee ? "one person's" : null,
    searched ? "a search's" : null,
  ].filter(Boolean);
  return words.length > 0 ? ` (${words.join(", ")})` : "";
}

/** How many leads an erasure removed, and résumés: the counts it recorded per table. */
function erased(detail: Record<string, unknown> | null): string {
  const { leads, resumes } = erasedCounts((detail?.removed ?? {}) as Record<string, unknown>);
  return `${count(leads, "lead", "leads")}${resumes > 0 ? ` and ${count(resumes, "résumé", "résumés")}` : ""}`;
}

/** Why a save was refused, in the words of the audit page. */
const saveRefusalWords: Record<SaveRefusalCode, string> = {
  "not-editor-format": "it was not in the editor's format",
  "not-an-action": "it went to an action the editor does not have",
  "content-in-github": "content is kept in GitHub",
  "not-editable": "a file is outside the folders the editor writes",
  "through-link": "a file is through a link in the content folder",
  "not-content": "a file is no page or entry the site reads",
  "unreadable-yaml": "a file did not read",
  "invalid-content": "an entry broke its rules",
  "not-a-picture": "an upload is not a picture the site can show",
  "cannot-delete": "a page of the site cannot be deleted",
  folder: "a folder cannot be deleted",
  "still-shown": "a picture to delete is still shown",
  "admins-only": "only an admin may change it",
};

/** "it was not in the editor's format; a file did not read": the known codes a refusal recorded. */
function refusalWords(codes: unknown): string {
  const known = saveRefusalCodes.filter((code) => Array.isArray(codes) && codes.includes(code));
  return known.length > 0 ? listed(known.map((code) => saveRefusalWords[code])) : "of a check";
}

/** "a.yaml, b.jpg and 2 more", or "" when no file was named. */
function refusedFiles(files: unknown, more: unknown): string {
  const named = Array.isArray(files) ? files.filter((file) => typeof file === "string") : [];
  const extra = typeof more === "number" && more > 0 ? [`${more} more`] : [];
  return named.length > 0 ? ` (${listed([...named, ...extra])})` : "";
}

/** The strings of a list the log recorded. */
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

/** "Calls for applications: kids-code-camp-2027, Codeville: FAQ groups: fees and 2 more", or "". */
function namesOf(names: unknown, more: unknown): string {
  const extra = typeof more === "number" && more > 0 ? [`${more} more`] : [];
  const all = texts(names);
  return all.length > 0 ? listed([...all, ...extra]) : "";
}

const sentenceOf = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The version gone back to, as the Publish page names it: when it was built
 * and by what, and what its build took live.
 */
function versionWords(version: unknown, names: unknown, more: unknown): string {
  const { builtAt, kind } = (version ?? {}) as Record<string, unknown>;
  const release = releaseBuildKinds.find((each) => each === kind);
  if (typeof builtAt !== "string" || release === undefined) {
    return "an earlier version of the site";
  }
  // The version's author is left out: the line names no one but who acted. An automatic
  // build is said as such; a person's is not "by a staff member", which read as someone unknown.
  const named = isAutomaticBuild(release)
    ? `the version of ${lagosTimeInWords(builtAt)} (${creditOf(release, null)})`
    : `the version of ${lagosTimeInWords(builtAt)}`;
  const entries = namesOf(names, more);
  return entries ? `${named}, which had taken live ${entries}` : named;
}

/**
 * An audit log line as a sentence ("Ngozi exported 40 contact messages as
 * CSV"), from its action, references and figures; an action this does not
 * know yet still reads as one.
 */
export function auditSentence(entry: AuditEntry, people: PeopleById): SentencePart[] {
  // No actor: the server itself (the CLI's `staff add`, a failed sign-in of nobody known).
  const actor = entry.actor_email ? personName(entry.actor_email) : "The server";
  const detail = entry.detail;
  const person = (id: string | null) => {
    const email = id ? people.get(id) : undefined;
    return email ?? "a person since removed";
  };
  switch (entry.action) {
    case "sign-in":
      return [`${actor} signed in`];
    case "sign-in-failed":
      return ["A sign-in failed"];
    case "sign-out":
      return [`${actor} signed out`];
    case "enrolment":
      return [`${actor} opened their invitation and joined`];
    case "lead-viewed":
      return [`${actor} opened `, leadPart(entry.target)];
    case "lead-handled":
      return [`${actor} marked `, leadPart(entry.target), " handled"];
    case "lead-reopened":
      return [`${actor} reopened `, leadPart(entry.target)];
    case "leads-handled":
      return [`${actor} marked ${count(detail?.count, "lead", "leads")} handled at once`];
    case "leads-reopened":
      return [`${actor} reopened ${count(detail?.count, "lead", "leads")} at once`];
    case "lead-assigned": {
      const to = typeof detail?.assignee === "string" ? detail.assignee : null;
      return to
        ? [`${actor} gave `, leadPart(entry.target), ` to ${person(to)}`]
        : [`${actor} took `, leadPart(entry.target), " back from whoever had it"];
    }
    case "note-added":
      return [`${actor} added a note to `, leadPart(entry.target)];
    case "resume-downloaded":
      return [`${actor} downloaded the résumé of `, leadPart(entry.target)];
    case "export": {
      const filter = (detail?.filter ?? {}) as Record<string, unknown>;
      const kind = leadKinds.find((each) => each === filter.kind);
      const what = kind ? [leadKindNouns[kind], leadKindPlurals[kind]] : ["lead", "leads"];
      const format = String(detail?.format ?? "").toUpperCase();
      return [
        `${actor} exported ${count(detail?.rows, what[0] ?? "lead", what[1] ?? "leads")}${filterWords(filter)} as ${format}`,
      ];
    }
    case "erasure":
      return [`${actor} erased every record of one person: ${erased(detail)}`];
    case "invitation":
      return [`${actor} invited ${person(entry.target)} as ${role(detail?.role)}`];
    case "role-change": {
      // A role that cannot open the applications and the inbox took the
      // person off the applications and leads they were given.
      const applications = Array.isArray(detail?.unassigned) ? detail.unassigned.map(String) : [];
      const leads = typeof detail?.unassignedLeads === "number" ? detail.unassignedLeads : 0;
      const takenOff = [
        ...(applications.length > 0
          ? [
              `${applications.length === 1 ? "application" : "applications"} ${listed(applications)}`,
            ]
          : []),
        ...(leads > 0 ? [count(leads, "lead", "leads")] : []),
      ];
      return [
        `${actor} changed the role of ${person(entry.target)} from ${role(detail?.from)} to ${role(detail?.to)}`,
        ...(takenOff.length > 0 ? [`, which took them off ${listed(takenOff)}`] : []),
      ];
    }
    case "person-removed":
      return [`${actor} removed a person (${role(detail?.role)}) from the staff side`];
    case "sessions-ended":
      return [`${actor} signed ${person(entry.target)} out everywhere`];
    case "lead-alerts-changed": {
      const kinds = Array.isArray(detail?.kinds)
        ? leadAlertKinds.filter((kind) => (detail.kinds as unknown[]).includes(kind))
        : [];
      const whose =
        entry.target && people.get(entry.target) === entry.actor_email
          ? "themselves"
          : person(entry.target);
      return kinds.length > 0
        ? [
            `${actor} chose mail about new ${listed(kinds.map((kind) => leadAlertKindPlurals[kind]))} for ${whose}`,
          ]
        : [`${actor} stopped the lead mails of ${whose}`];
    }
    case "content-saved": {
      const verb = detail?.deleted ? "deleted" : "saved";
      // Lines logged before entries were named give the file.
      if (typeof detail?.entry !== "string") {
        return [`${actor} ${verb} ${entry.target ?? "a content file"} in Site content`];
      }
      return [`${actor} ${verb} ${detail.picture ? `a picture of ${detail.entry}` : detail.entry}`];
    }
    case "content-save-refused": {
      const rules = texts(detail?.rules);
      if (rules.length === 0) {
        return [
          `${actor}'s save in Site content${refusedFiles(detail?.files, detail?.more)} was refused: ${refusalWords(detail?.codes)}`,
        ];
      }
      const entries = namesOf(detail?.entries, detail?.moreEntries);
      return [
        `${actor}'s save${entries ? ` of ${entries}` : ""} was refused: ${rules.map(sentenceOf).join(" ")}`,
      ];
    }
    case "publish": {
      const entries = namesOf(detail?.names, detail?.more);
      return [`${actor} published the site${entries ? `: ${entries} went live` : ""}`];
    }
    case "rollback":
      return [
        `${actor} ${detail?.forward === true ? "went forward" : "went back"} to ${versionWords(detail?.version, detail?.names, detail?.more)}`,
      ];
    case "payment-recorded": {
      const method = paymentMethodWords[String(detail?.method)] ?? "a payment";
      const amount = Number.isSafeInteger(detail?.amount)
        ? ` of ${formatNaira(kobo(Number(detail?.amount)))}`
        : "";
      return [`${actor} recorded ${method}${amount} on invoice ${invoiceOf(entry)}`];
    }
    case "application-viewed":
      return [`${actor} opened application ${applicationOf(entry.target)}`];
    case "application-file-downloaded":
      return [`${actor} downloaded the file of application ${applicationOf(entry.target)}`];
    case "application-moved":
      return [
        `${actor} moved application ${applicationOf(entry.target)} from “${stageName(detail?.fromName, detail?.from)}” to “${stageName(detail?.toName, detail?.to)}”`,
      ];
    case "applications-moved":
      return [
        `${actor} moved ${count(detail?.moved, "application", "applications")} of ${(entry.target ?? "").replace(/^call:/, "")} to “${stageName(detail?.toName, detail?.to)}” at once`,
      ];
    case "application-note-added":
      return [`${actor} added a note to application ${applicationOf(entry.target)}`];
    case "application-assigned": {
      const to = typeof detail?.assignee === "string" ? detail.assignee : null;
      return to
        ? [`${actor} gave application ${applicationOf(entry.target)} to ${person(to)}`]
        : [`${actor} assigned application ${applicationOf(entry.target)} to nobody`];
    }
    case "application-withdrawn":
      return [
        `The applicant withdrew application ${applicationOf(entry.target)} from “${stageName(detail?.fromName, detail?.from)}”`,
      ];
    case "applications-exported": {
      // The list's filter the export carried (decision 246): its stage and answer, "mine", a search (never its words).
      const filters = [
        ...(typeof detail?.stage === "string" ? [`at stage ${detail.stage}`] : []),
        ...(typeof detail?.answer === "string" ? [`who answered ${detail.answer}`] : []),
        ...(detail?.mine === true ? ["assigned to them"] : []),
        ...(detail?.searched === true ? ["found by a search"] : []),
      ];
      return [
        `${actor} exported ${count(detail?.rows, "application", "applications")} of ${(entry.target ?? "").replace(/^call:/, "")}${filters.length > 0 ? ` (${filters.join(", ")})` : ""} as ${detail?.format === "json" ? "JSON" : "CSV"}`,
      ];
    }
    case "payment-document-downloaded": {
      const invoice = invoiceOf(entry);
      return [
        detail?.document === "receipt"
          ? `${actor} downloaded receipt ${String(detail?.payment ?? "")} of invoice ${invoice} as PDF`
          : `${actor} downloaded invoice ${invoice} as PDF`,
      ];
    }
    case "payments-exported":
      return [
        `${actor} exported ${count(detail?.rows, "invoice", "invoices")} of ${cohortOf(entry)} as CSV`,
      ];
    case "payment-link-resent":
      return [`${actor} sent the payment link of invoice ${invoiceOf(entry)} again`];
    case "payment-alarm-dealt-with":
      return [
        `${actor} marked payment alarm ${(entry.target ?? "").replace(/^alarm:/, "")} (${alarmKindWords[String(detail?.kind)] ?? "money that did not match"}) dealt with`,
      ];
    default:
      return [`${actor}: ${entry.action.replaceAll("-", " ")}`];
  }
}
