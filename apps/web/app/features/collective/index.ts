export { CollectiveMembershipNote } from "./collective-membership-note";
