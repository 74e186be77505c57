// The public surface of entrustment messages: the conversation panel, for the consumer's entrust page
// and the lawyer site's case page alike.
export { EntrustmentMessages } from "./entrustment-messages";
