// Mediation when a company stalls (docs/decisions/051): the complaint's panel and the rooms.
export { type ComplaintMediation, ComplaintMediationPanel } from "./complaint-mediation-panel";
export { LawyerMediations } from "./lawyer-mediations";
export { MediationRoom } from "./mediation-room";
