import type { FastifyRequest } from "fastify";
import { type AdmissionStage, isStageId } from "#schemas/admission-stages.ts";
import type { StaffRole } from "#schemas/staff.ts";
import type { BulkMoves } from "#server/admissions/bulk-moves.ts";
import type { MoveSelectionSigner } from "#server/admissions/staff/move-selection.ts";
import type { SearchSlots } from "#server/admissions/staff/search-slots.ts";
import type { PageFrame } from "#server/admissions/staff/staff-html.ts";
import type { StageMoves } from "#server/admissions/stage-moves.ts";
import type { ServiceContent } from "#server/content/live-content.ts";
import type { AdmissionFollowUp } from "#server/db/admission-follow-up.ts";
import type { AdmissionPages } from "#server/db/admission-pages.ts";
import type { PaymentsRepository } from "#server/db/payments-repository.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";
import type { ResumeStore } from "#server/talent/resume-store.ts";

/** Who works the applications: the people who follow leads up (issue 34); editors do not. */
export const applicationReaders: readonly StaffRole[] = ["staff", "admin"];

export type ApplicationsPagesOptions = {
  pages: AdmissionPages;
  moves: StageMoves;
  /** An application's invoice (same reference), for the link to its payments page. */
  invoices: Pick<PaymentsRepository, "findInvoiceByReference">;
  /** Moving many of a call's applications at once (decision 217). */
  bulk: BulkMoves;
  /** Signs a move of many's preview, so its confirmation moves only what it showed (decision 227). */
  selection: MoveSelectionSigner;
  /** Keeps a search's words in the browser's sealed cookie, out of addresses (decision 246). */
  searches: SearchSlots;
  /** Notes and assignment (decision 217). */
  followUp: AdmissionFollowUp;
  /** The live release's calls and forms: a call's name, its form. */
  content: () => ServiceContent;
  /** The applicants' files (UPLOADS_DIR/admissions). */
  store: Pick<ResumeStore, "pathOf">;
  audit: AuditLog;
  /** The staff UI's stylesheet (shellStylesheet), null when it is not built. */
  stylesheet: string | null;
  /** Whether a mail server is set (SMTP_URL): without one, queued mail is never sent. */
  mailServer: boolean;
  now: () => Date;
};

/** A call's file name, as `callFileName` writes it. */
const callName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** SPK-2024-0042, as `admissionReference` writes it. */
const referenceShape = /^[A-Z]{3}-\d{4}-\d{4,9}$/;

export type ApplicationRef = { call: string; reference: string };

/** The call an address names, or null for one no call could have. */
export function callParam(params: unknown): string | null {
  const call = (params as { call?: unknown }).call;
  return typeof call === "string" && call.length <= 80 && callName.test(call) ? call : null;
}

export function applicationParams(params: unknown): ApplicationRef | null {
  const call = callParam(params);
  const reference = (params as { reference?: unknown }).reference;
  return call && typeof reference === "string" && referenceShape.test(reference)
    ? { call, reference }
    : null;
}

/**
 * A stage id named in a query or a form, or null: any id a stage could
 * have, since an application may stand at one its programme no longer has
 * (the moves then say what it may do).
 */
export function stageOf(value: unknown): AdmissionStage | null {
  return isStageId(value) ? value : null;
}

export function frameOf(
  request: FastifyRequest,
  title: string,
  options: Pick<ApplicationsPagesOptions, "stylesheet">,
): PageFrame {
  return { title, stylesheet: options.stylesheet, staff: request.staff };
}

export function applicationPath({ call, reference }: ApplicationRef): string {
  return `/applications/${call}/${reference}`;
}
