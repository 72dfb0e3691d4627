import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { AdmissionStage } from "#schemas/admission-stages.ts";
import type { ChosenApplication } from "#server/admissions/bulk-moves.ts";

/** What a move of many's preview showed: whose, which call, which applications from which stage, to where. */
export type MoveSelection = {
  call: string;
  staffId: string;
  to: AdmissionStage;
  chosen: readonly ChosenApplication[];
};

/**
 * Binds a move of many's confirmation to its preview (decision 227): the
 * preview signs what it showed with a key derived from the staff signing
 * secret (as the staff mails' seal is, decision 145), and the confirmation
 * must carry that signature for exactly what it asks to move. A confirm
 * whose applications or stage were changed after the preview, or one
 * written without a preview, is refused instead of moving what nobody saw.
 */
export function moveSelectionSigner(signingSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", signingSecret, "", "staff-bulk-move-selection", 32));
  function sign(selection: MoveSelection): string {
    const picks = selection.chosen.map((each) => `${each.reference}:${each.expected}`).sort();
    return createHmac("sha256", key)
      .update(JSON.stringify([selection.call, selection.staffId, selection.to, picks]))
      .digest("base64url");
  }
  return {
    sign,
    /** Whether `sent` is the signature the preview gave this very selection. */
    matches(selection: MoveSelection, sent: unknown): boolean {
      if (typeof sent !== "string") return false;
      const expected = Buffer.from(sign(selection));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type MoveSelectionSigner = ReturnType<typeof moveSelectionSigner>;
