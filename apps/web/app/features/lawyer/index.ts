// The public surface of the lawyer feature: what other features show of a complaint's entrustment
// and load for it, and the lawyer's answer to one, which the lawyer site shows too.
export { EntrustmentAnswerFacts } from "./entrustment-answer-facts";
export { EntrustmentPanel } from "./entrustment-panel";
export { loadEntrustState } from "./load-entrust-state";
