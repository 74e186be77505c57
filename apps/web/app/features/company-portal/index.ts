// The enterprise the company portal is showing, for portal pages that other features own.
export { useEnterpriseScope } from "./portal-context";
