import type { StaffRole } from "#schemas/staff.ts";

/**
 * The staff sections whose pages the staff host draws itself, so they work
 * without JavaScript (decision 198): the applications and the payments. The
 * staff UI's navigation lists them after the leads and loads them as whole
 * pages (staff/navigation.ts); their own pages' header lists them too
 * (server/admissions/staff/staff-html.ts).
 */
export const serverDrawnSections = [
  { to: "/applications", label: "Applications", roles: ["staff", "admin"] },
  { to: "/payments", label: "Payments", roles: ["staff", "admin"] },
] as const satisfies readonly { to: string; label: string; roles: readonly StaffRole[] }[];

export type ServerDrawnSection = (typeof serverDrawnSections)[number]["to"];
