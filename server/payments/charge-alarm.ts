import type { ChargeOutcome } from "#server/db/payments-repository.ts";
import type { PaymentAlarmKind } from "#server/db/schema.ts";

/** The alarm a charge's outcome raised for staff, if any: what the log names beside its reference. */
export function chargeAlarm(outcome: ChargeOutcome): PaymentAlarmKind | null {
  if (outcome.outcome === "refused") return outcome.alarm;
  if (outcome.outcome === "recorded-to-refund") return "ended-application";
  return outcome.overPaid === undefined ? null : "over-payment";
}
