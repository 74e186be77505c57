// The lawyer site (decision 049): its frame and navigation, applying, the application's standing
// the lawyer's own profile and the enterprises they act for.
export { ApplicationStatus } from "./application-status";
export { EnterpriseClientsSection } from "./enterprise-clients-section";
export { LawyerApplicationForm } from "./lawyer-application-form";
export type { OwnLawyerProfile } from "./lawyer-fact-fields";
export { LawyerProfileForm } from "./lawyer-profile-form";
export { isCurrentNavEntry, LAWYER_SITE_NAV } from "./lawyer-site-nav";
export { LawyerSiteShell } from "./lawyer-site-shell";
