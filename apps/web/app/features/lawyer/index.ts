// The public surface of the lawyer feature: what other features show of a complaint's entrustment,
// and the lawyer's answer to one, which the lawyer site shows too.
export { EntrustmentAnswerFacts } from "./entrustment-answer-facts";
export { EntrustmentPanel } from "./entrustment-panel";
