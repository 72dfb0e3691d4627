/**
 * What the staff pages call a staff member: a name made from their address
 * ("ngozi.eze@hub.ng" is "Ngozi Eze"), since accounts hold no other name.
 */
export function personName(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  if (words.length === 0) return email;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
