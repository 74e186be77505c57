export { VipOrderState } from "./vip-order-state";
export { VipPurchase } from "./vip-purchase";
export { VipTerms } from "./vip-terms";
