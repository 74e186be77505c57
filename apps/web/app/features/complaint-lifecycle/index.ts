// The complaint's lifecycle steps as its surfaces share them: the owner's dialogs on the complaint
// page, the user centre's next-step forms, and the names both back offices give an application.
export { APPLICATION_KIND_LABELS, type ApplicationKind } from "./application-kind";
export { ComplaintNextStep } from "./complaint-next-step";
export { OwnerActions } from "./owner-actions";
export { SubmitFooter } from "./submit-footer";
export { useComplaintCall } from "./use-complaint-call";
