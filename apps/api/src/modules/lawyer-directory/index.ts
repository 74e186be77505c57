// The public surface of the lawyer directory: its routes (/law's list, a lawyer's profile) and the
// cards entrustments show of their lawyers and recommend.
export { AVAILABILITY_ORDER, readLawyerCards } from "./lawyer-cards";
export { registerLawyerDirectoryRoutes } from "./routes";
