// The public surface of the complaint list feature for other features: its numbered pager.
export { ListPager } from "./list-pager";
