/** The platform's staff roles (user_roles holds lawyers too, who are no staff). */
export const STAFF_ROLES = ["moderator", "mediator", "editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Whether someone holding `held` may act as `role`: admins can do everything a moderator, mediator
 * or editor can; a moderator is no mediator unless granted that role too (docs/decisions/057). The console hides what a role cannot use; the API refuses it by the same rule.
 */
export function holdsStaffRole(held: readonly StaffRole[], role: StaffRole): boolean {
  return held.includes(role) || held.includes("admin");
}
