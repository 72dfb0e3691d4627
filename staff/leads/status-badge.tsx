import type { LeadStatus } from "#schemas/staff.ts";
import { statusNames } from "../copy.ts";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={
        status === "new"
          ? "rounded-pill bg-accent-soft text-accent-ink px-3 py-1 font-semibold"
          : "rounded-pill bg-success-soft text-success px-3 py-1 font-semibold"
      }
    >
      {statusNames[status]}
    </span>
  );
}
