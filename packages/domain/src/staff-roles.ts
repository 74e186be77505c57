/** The platform's staff roles (user_roles holds lawyers too, who are no staff). */
export const STAFF_ROLES = ["moderator", "mediator", "editor", "finance", "analytics", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Whether someone holding `held` may act as `role`: admins can do everything a moderator, mediator,
 * editor, finance officer or analyst can (finance: the membership's plans, orders and refunds, decision 087; analytics: the site's visit figures, decision 112); a moderator is no mediator unless granted that role too (docs/decisions/057). The console hides what a role cannot use; the API refuses it by the same rule.
 */
export function holdsStaffRole(held: readonly StaffRole[], role: StaffRole): boolean {
  return held.includes(role) || held.includes("admin");
}

/** Whether someone holding `held` may use an endpoint that admits `admitted` (docs/decisions/072). */
export function admitsStaff(admitted: readonly StaffRole[], held: readonly StaffRole[]): boolean {
  return admitted.some((role) => holdsStaffRole(held, role));
}

/**
 * What a caller without the role hears: the mediation queue, the membership's money and the visit figures
 * name their own role, the rest of the console one.
 */
const STAFF_REFUSAL_MESSAGES: Record<StaffRole, string> = {
  moderator: "需要平台审核权限",
  mediator: "需要调解员权限",
  editor: "需要平台审核权限",
  finance: "需要财务权限",
  analytics: "需要数据分析权限",
  admin: "需要平台审核权限",
};

/** The 403 message of an endpoint admitting `admitted`: that of the first role it names. */
export function staffRefusalMessage(admitted: readonly StaffRole[]): string {
  return STAFF_REFUSAL_MESSAGES[admitted[0] ?? "admin"];
}
