export { ComplaintListItem } from "./complaint-list-item";
export { HotComplaintList } from "./hot-complaint-list";
export { StatusBadge } from "./status-badge";
