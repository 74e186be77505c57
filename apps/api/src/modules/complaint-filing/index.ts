// Complaint filing's public surface: reading a complaint's text, which a resubmission checks as a
// filing does.
export { readComplaintText } from "./read-complaint-text";
export { registerComplaintFilingRoutes } from "./routes";
