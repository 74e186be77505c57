// The lawyer site (decision 049): its frame and navigation, applying, the application's standing
// the lawyer's own profile, the enterprises they act for and the member discount they offer, and the inbox with its cases.
export { ApplicationStatus } from "./application-status";
export { CaseInbox } from "./case-inbox";
export { EnterpriseClientsSection } from "./enterprise-clients-section";
export { LawyerApplicationForm } from "./lawyer-application-form";
export { LawyerCase } from "./lawyer-case";
export type { OwnLawyerProfile } from "./lawyer-fact-fields";
export { LawyerLoginRequired } from "./lawyer-login-required";
export { LawyerProfileForm } from "./lawyer-profile-form";
export { isCurrentNavEntry, LAWYER_SITE_NAV } from "./lawyer-site-nav";
export { LawyerSiteShell } from "./lawyer-site-shell";
export { MemberDiscountSection } from "./member-discount-section";
