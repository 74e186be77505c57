import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from "node:crypto";

/**
 * The signatures and encryption of WeChat Pay API v3, shared by the client and the sandbox that
 * answers it, so both sides of every test run the code production runs.
 * https://pay.weixin.qq.com/doc/v3/merchant/4012365336 (签名), 4012071382 (回调解密).
 */

export const WECHAT_PAY_AUTH_SCHEMA = "WECHATPAY2-SHA256-RSA2048";

/** How far a signed timestamp may be from our clock, either way, as WeChat Pay advises. */
export const WECHAT_PAY_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/** Nonces as WeChat Pay's own SDKs make them: 32 letters and digits. */
export function wechatPayNonce(): string {
  return randomBytes(16).toString("hex").toUpperCase();
}

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The message a request is signed over: `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL = path and query). */
export const requestMessage = (method: string, url: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;

/** The message a response or a notification is signed over: `timestamp\nnonce\nbody\n`. */
export const answerMessage = (timestamp: string, nonce: string, body: string) =>
  `${timestamp}\n${nonce}\n${body}\n`;

/** The message JSAPI's `paySign` is made over: `appId\ntimeStamp\nnonceStr\npackage\n`. */
export const jsapiMessage = (appId: string, timeStamp: string, nonceStr: string, packageValue: string) =>
  `${appId}\n${timeStamp}\n${nonceStr}\n${packageValue}\n`;

/** SHA256 with RSA (PKCS#1 v1.5), base64: every signature of API v3. */
export function signMessage(privateKey: KeyObject, message: string): string {
  return createSign("RSA-SHA256").update(message).sign(privateKey, "base64");
}

export function verifyMessage(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify("RSA-SHA256").update(message).verify(publicKey, signature, "base64");
  } catch {
    return false;
  }
}

export interface AuthorizationFields {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

export function authorizationHeader(fields: AuthorizationFields): string {
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  return `${WECHAT_PAY_AUTH_SCHEMA} mchid="${mchid}",nonce_str="${nonce_str}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial_no}"`;
}

/** The fields of an `Authorization` header, or null when it is not a v3 signature. */
export function parseAuthorizationHeader(header: string | undefined): AuthorizationFields | null {
  if (!header?.startsWith(`${WECHAT_PAY_AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(WECHAT_PAY_AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1] as string] = match[2] as string;
  }
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** The headers WeChat Pay signs its answers and notifications with. */
export type WechatPaySignatureHeaders = {
  "wechatpay-timestamp": string;
  "wechatpay-nonce": string;
  "wechatpay-signature": string;
  "wechatpay-serial": string;
  "wechatpay-signature-type": typeof WECHAT_PAY_AUTH_SCHEMA;
};

/** Signs an answer or a notification body as WeChat Pay does, with the key `serial` names. */
export function signatureHeaders(
  privateKey: KeyObject,
  serial: string,
  body: string,
  at: Date,
): WechatPaySignatureHeaders {
  const timestamp = String(unixSeconds(at));
  const nonce = wechatPayNonce();
  return {
    "wechatpay-timestamp": timestamp,
    "wechatpay-nonce": nonce,
    "wechatpay-signature": signMessage(privateKey, answerMessage(timestamp, nonce, body)),
    "wechatpay-serial": serial,
    "wechatpay-signature-type": WECHAT_PAY_AUTH_SCHEMA,
  };
}

/** Why a signed answer or notification was refused, or null when its signature holds. */
export function signatureProblem(
  keys: ReadonlyMap<string, KeyObject>,
  headers: Record<string, string | undefined>,
  body: string,
  now: Date,
): string | null {
  const timestamp = headers["wechatpay-timestamp"];
  const nonce = headers["wechatpay-nonce"];
  const signature = headers["wechatpay-signature"];
  const serial = headers["wechatpay-serial"];
  if (!timestamp || !nonce || !signature || !serial) return "signature headers missing";
  const key = keys.get(serial.toUpperCase());
  if (!key) return `unknown serial ${serial}`;
  if (!/^\d{1,12}$/.test(timestamp)) return "timestamp unreadable";
  if (Math.abs(unixSeconds(now) - Number(timestamp)) > WECHAT_PAY_TIMESTAMP_TOLERANCE_SECONDS)
    return "timestamp more than 5 minutes from now";
  if (!verifyMessage(key, answerMessage(timestamp, nonce, body), signature))
    return "signature does not verify";
  return null;
}

/** Header names lower-cased, as Node's HTTP server gives them and as `signatureProblem` reads them. */
export function lowerCaseHeaders(
  headers: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** A notification's encrypted `resource` (AEAD_AES_256_GCM under the APIv3 key). */
export interface EncryptedResource {
  original_type: string;
  algorithm: "AEAD_AES_256_GCM";
  /** base64 of the ciphertext followed by the 16-byte tag. */
  ciphertext: string;
  associated_data: string;
  /** 12 characters, used as the IV's bytes. */
  nonce: string;
}

const TAG_BYTES = 16;

export function encryptResource(
  apiV3Key: Buffer,
  originalType: string,
  plaintext: string,
  associatedData: string,
): EncryptedResource {
  const nonce = randomBytes(6).toString("hex");
  const cipher = createCipheriv("aes-256-gcm", apiV3Key, Buffer.from(nonce, "utf8"));
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return {
    original_type: originalType,
    algorithm: "AEAD_AES_256_GCM",
    ciphertext: ciphertext.toString("base64"),
    associated_data: associatedData,
    nonce,
  };
}

/** The resource's plaintext, or null when the tag does not hold (tampered ciphertext, data or key). */
export function decryptResource(
  apiV3Key: Buffer,
  resource: Pick<EncryptedResource, "ciphertext" | "associated_data" | "nonce">,
): string | null {
  const sealed = Buffer.from(resource.ciphertext, "base64");
  if (sealed.length <= TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", apiV3Key, Buffer.from(resource.nonce, "utf8"));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;

/** RFC 3339 in Beijing time (`2026-05-01T12:00:00+08:00`), as WeChat Pay writes and reads times. */
export function beijingTime(at: Date): string {
  return `${new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, as the trade bill writes times. */
export function beijingBillTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

export function parseBeijingBillTime(text: string): Date {
  return new Date(`${text.replace(" ", "T")}+08:00`);
}

/** The Beijing calendar day (`YYYY-MM-DD`) of an instant: the trade bill's day. */
export function shanghaiDay(at: Date): string {
  return beijingBillTime(at).slice(0, 10);
}

/** Fen as the bill writes yuan: `12.30`. */
export const fenToYuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;

/** Yuan as the bill writes them, to fen, without floating point. */
export function yuanToFen(yuan: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) throw new Error(`not an amount in yuan: ${yuan}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
