import type { Config } from "../../config";
import type { PaymentGateways } from "./payment-gateway";

/** The payment providers this node can use, from the merchant settings in `config`. */
export function createPaymentGateways(_config: Config): PaymentGateways {
  return {};
}
