// The public surface of the lawyer feature: what other features show of a complaint's entrustment.
export { EntrustmentPanel } from "./entrustment-panel";
