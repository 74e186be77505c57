import { CLOSE_REASONS, COMPLAINT_STATUSES, COMPLAINT_TIMELINE_ACTIONS } from "@tousu/domain";
import { pgEnum } from "drizzle-orm/pg-core";

// The state machine's statuses are the one list (docs/decisions/006); adding one needs a migration.
export const complaintStatus = pgEnum("complaint_status", COMPLAINT_STATUSES);

export const userStatus = pgEnum("user_status", ["active", "banned"]);

// Roles that a person holds in addition to being a consumer (everyone can complain) and
// in addition to company membership, which is scoped to an enterprise (enterprise_members).
export const userRole = pgEnum("user_role", [
  "lawyer",
  "moderator",
  "editor",
  "admin",
  "mediator",
  "finance",
  "analytics",
]);

export const sessionKind = pgEnum("session_kind", ["web", "app"]);

// A scan-login ticket (decision 042); "expired" is not stored, it is read from expires_at.
export const loginTicketState = pgEnum("login_ticket_state", [
  "new",
  "scanned",
  "confirmed",
  "used",
  "cancelled",
]);

// How the phone reached the ticket: our confirm page, or (later) a WeChat official-account scan.
export const loginTicketChannel = pgEnum("login_ticket_channel", ["web", "wechat"]);

// WeChat web authorisation (decision 080): the scope asked of WeChat, and where the browser's
// login stands — sent to WeChat, its code being exchanged, asked whether to use the WeChat profile,
// or ended (logged in, refused, or handed to a userinfo round).
export const wechatOauthScope = pgEnum("wechat_oauth_scope", ["snsapi_base", "snsapi_userinfo"]);
export const wechatWebLoginStep = pgEnum("wechat_web_login_step", [
  "authorizing",
  "exchanging",
  "awaiting_consent",
  "ended",
]);

export const smsPurpose = pgEnum("sms_purpose", ["login", "bind", "complaint", "mediation"]);

// Owners manage the enterprise (operators, brand claims); agents answer complaints.
export const enterpriseMemberRole = pgEnum("enterprise_member_role", ["owner", "agent"]);

export const attributeInputType = pgEnum("attribute_input_type", ["text", "number", "date", "select"]);

export const operatorActorType = pgEnum("operator_actor_type", ["user", "company", "platform", "system"]);

// The audit trail of a complaint: one past-tense row per action of the domain state machine
// (approve → approved, company_accept → accepted, appeal → appealed …), plus the platform's own
// steps (created, dispatched, overdue, closed), ratings and moderation of the page itself.
export const complaintAction = pgEnum("complaint_action", COMPLAINT_TIMELINE_ACTIONS);

export const closeReason = pgEnum("close_reason", CLOSE_REASONS);

export const complaintApplicationKind = pgEnum("complaint_application_kind", ["archive", "end"]);

// Applications, brand claims and reports share one review outcome vocabulary.
export const reviewStatus = pgEnum("review_status", ["pending", "approved", "refused"]);

export const reportTargetType = pgEnum("report_target_type", ["complaint", "comment", "question", "answer"]);

export const collectiveStatus = pgEnum("collective_status", ["open", "processing", "closed"]);

export const commentStatus = pgEnum("comment_status", ["published", "pending", "hidden"]);

export const pushMessageKind = pgEnum("push_message_kind", ["platform", "complaint"]);

// A question's or answer's state (docs/decisions/038): pending is held before publication, reported
// was taken down by readers' reports until a moderator looks, hidden was hidden by staff.
export const qaPostStatus = pgEnum("qa_post_status", ["published", "pending", "reported", "hidden"]);

// A lawyer's application and standing: staff verify the licence by hand against the national
// registry; a verified lawyer past the yearly re-check is suspended until checked again.
export const lawyerStatus = pgEnum("lawyer_status", ["pending", "verified", "refused", "suspended"]);
