import { createSign, createVerify, type KeyObject } from "node:crypto";
import { yuanToFen } from "../wechat/wechat-pay-protocol";

/**
 * Alipay's RSA2 signatures over request and notification parameters, shared by the sandbox that
 * answers the sdk, so both sides of every test sign and verify as Alipay documents
 * (https://opendocs.alipay.com/common/02kf5q 签名, 02mse7 异步通知验签).
 */

/**
 * The string a parameter set is signed over: every parameter but `sign` and `sign_type` (which
 * notifications leave out) with a value, sorted by name, `name=value` joined by `&`, values as
 * decoded text.
 */
export function signContent(params: Record<string, string>, { withSignType }: { withSignType: boolean }) {
  return Object.keys(params)
    .filter((name) => name !== "sign" && (withSignType || name !== "sign_type") && params[name] !== "")
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join("&");
}

/** SHA256 with RSA (PKCS#1 v1.5), base64: Alipay's `RSA2`. */
export function rsa2Sign(privateKey: KeyObject, message: string): string {
  return createSign("RSA-SHA256").update(message, "utf8").sign(privateKey, "base64");
}

export function rsa2Verify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify("RSA-SHA256").update(message, "utf8").verify(publicKey, signature, "base64");
  } catch {
    return false;
  }
}

/** `<method>_response`: the key an answer of `method` is under, beside its `sign`. */
export const responseKey = (method: string) => `${method.replaceAll(".", "_")}_response`;

/** Alipay's success code; anything else carries a `sub_code` saying why. */
export const ALIPAY_SUCCESS_CODE = "10000";

/**
 * Yuan as Alipay writes amounts (`0.01`, `19.90`, `100`) in integer fen, without floating point, or
 * null for anything else (a sign, a third decimal, an exponent).
 */
export function exactFen(yuan: string | undefined): number | null {
  if (yuan === undefined || !/^\d{1,10}(\.\d{1,2})?$/.test(yuan)) return null;
  return yuanToFen(yuan);
}
