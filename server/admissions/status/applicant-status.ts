import { hasEnded } from "#schemas/admission-stages.ts";
import { applicantMover, type StageMoves } from "#server/admissions/stage-moves.ts";
import type { AdmissionPages, ApplicationDetail } from "#server/db/admission-pages.ts";
import type { AdmissionsRepository } from "#server/db/admissions-repository.ts";
import type { LinkSealer } from "#server/mail/signed-links.ts";
import type { AuditLog } from "#server/staff/audit-log.ts";

export type WithdrawOutcome =
  | { kind: "withdrawn"; application: ApplicationDetail }
  | { kind: "ended"; application: ApplicationDetail }
  | { kind: "invalid" };

export type ApplicantStatusOptions = {
  repository: Pick<AdmissionsRepository, "locate">;
  pages: Pick<AdmissionPages, "detail">;
  sealer: LinkSealer;
  moves: Pick<StageMoves, "move" | "selectionOf">;
  audit: Pick<AuditLog, "record">;
};

/**
 * The applicant's side of an application (issue 34): what a status link
 * opens, and withdrawing. The sealed token names the application and the
 * address it was made with; both must still match a stored row, so a link
 * outlives neither an erasure nor its own expiry.
 */
export function applicantStatus({
  repository,
  pages,
  sealer,
  moves,
  audit,
}: ApplicantStatusOptions) {
  async function opened(token: unknown): Promise<ApplicationDetail | null> {
    const link = sealer.open(token, "application-status");
    if (!link) return null;
    const row = await repository.locate(link.application);
    if (!row || row.email !== link.email) return null;
    return (await pages.detail(row.call, row.reference)) ?? null;
  }

  return {
    opened,

    /**
     * The applicant's own move to "Withdrew", through the staff's stage move,
     * so the history and its unique (application, stage) hold for it too. If
     * staff moved the application meanwhile, the move is tried again from
     * where it now stands; an application that has ended is told so.
     */
    async withdraw(token: unknown): Promise<WithdrawOutcome> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const application = await opened(token);
        if (!application) return { kind: "invalid" };
        if (hasEnded(application.stage)) return { kind: "ended", application };
        const from = application.stage;
        const outcome = await moves.move(application, from, "withdrawn", applicantMover);
        if (outcome === "moved") {
          // The reference and the stages only: nothing the applicant wrote, nor their address.
          await audit.record({
            action: "application-withdrawn",
            actor: null,
            target: `application:${application.reference}`,
            detail: {
              from,
              to: "withdrawn",
              fromName: moves.selectionOf(application.call).nameOf(from),
            },
          });
          return { kind: "withdrawn", application: { ...application, stage: "withdrawn" } };
        }
      }
      throw new Error("the application kept moving while it was being withdrawn");
    },
  };
}

export type ApplicantStatus = ReturnType<typeof applicantStatus>;
