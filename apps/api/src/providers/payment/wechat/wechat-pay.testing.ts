import { generateKeyPairSync, type KeyObject, randomUUID } from "node:crypto";
import { WechatPayGateway, type WechatPayMerchant } from "./wechat-pay-gateway";
import {
  beijingTime,
  type EncryptedResource,
  encryptResource,
  signatureHeaders,
} from "./wechat-pay-protocol";
import type { WechatTransaction } from "./wechat-pay-resources";

/** WeChat Pay's two ways of naming its signing key: a 微信支付公钥 id and a platform certificate serial. */
export const TEST_PUBLIC_KEY_ID = "PUB_KEY_ID_0119000091912026120700000001";
export const TEST_CERTIFICATE_SERIAL = "5157F09EFDC096DE15EBE81A47057A7232F1B8E1";

/** A merchant and both of WeChat Pay's signing keys, the second under a platform certificate's serial. */
export function createTestMerchant() {
  const merchantKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicKeyPair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const certificatePair = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const merchant: WechatPayMerchant = {
    mchId: "1900009191",
    appId: "wxd930ea5d5a258f4f",
    certificateSerial: "444F4864EA9B34415D9F1E5ECE9D2F1C2C2A2F7D",
    privateKey: merchantKeys.privateKey,
    apiV3Key: Buffer.from("0123456789abcdefghijklmnopqrstuv", "utf8"),
    platformKeys: new Map([
      [TEST_PUBLIC_KEY_ID, publicKeyPair.publicKey],
      [TEST_CERTIFICATE_SERIAL, certificatePair.publicKey],
    ]),
  };
  return {
    merchant,
    merchantPublicKey: merchantKeys.publicKey,
    /** WeChat Pay's private keys, by the serial that names them. */
    platformPrivateKeys: new Map<string, KeyObject>([
      [TEST_PUBLIC_KEY_ID, publicKeyPair.privateKey],
      [TEST_CERTIFICATE_SERIAL, certificatePair.privateKey],
    ]),
  };
}

export type TestMerchant = ReturnType<typeof createTestMerchant>;

/** A paid transaction as `TRANSACTION.SUCCESS` carries it (invented order and payer). */
export function paidTransaction(merchant: WechatPayMerchant, orderNo: string, at: Date): WechatTransaction {
  return {
    appid: merchant.appId,
    mchid: merchant.mchId,
    out_trade_no: orderNo,
    transaction_id: "4200000000202612070000000001",
    trade_type: "NATIVE",
    trade_state: "SUCCESS",
    trade_state_desc: "支付成功",
    success_time: beijingTime(at),
    payer: { openid: "oTestPayer000000000000000001" },
    amount: { total: 1800, payer_total: 1800, currency: "CNY", payer_currency: "CNY" },
  };
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

/** A notification as WeChat Pay sends it; `tamper` changes the body after it was encrypted. */
export function signedNotification(
  test: TestMerchant,
  options: {
    eventType: string;
    resource: object;
    at: Date;
    serial?: string;
    originalType?: "transaction" | "refund";
    tamper?: (resource: EncryptedResource) => EncryptedResource;
  },
): SignedNotification {
  const serial = options.serial ?? TEST_PUBLIC_KEY_ID;
  const originalType = options.originalType ?? "transaction";
  const resource = encryptResource(
    test.merchant.apiV3Key,
    originalType,
    JSON.stringify(options.resource),
    originalType,
  );
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: beijingTime(options.at),
    resource_type: "encrypt-resource",
    event_type: options.eventType,
    summary: "支付成功",
    resource: options.tamper ? options.tamper(resource) : resource,
  });
  const privateKey = test.platformPrivateKeys.get(serial);
  if (!privateKey) throw new Error(`no test key ${serial}`);
  return { headers: signatureHeaders(privateKey, serial, body, options.at), body };
}

/**
 * For the bench: `count` distinct payment notifications and the gateway that verifies them; the
 * bench times `verifyAll` (signature, timestamp, AES-GCM decryption, mapping) per second.
 */
export function notificationVerificationBench(count: number) {
  const test = createTestMerchant();
  const at = new Date();
  const gateway = new WechatPayGateway({
    merchant: test.merchant,
    apiOrigin: "https://api.mch.weixin.qq.com",
    notifyUrl: "https://www.example.com/api/pay/notify/wechat",
    now: () => at,
  });
  const notifications = Array.from({ length: count }, (_, index) =>
    signedNotification(test, {
      eventType: "TRANSACTION.SUCCESS",
      resource: paidTransaction(test.merchant, `VIP20261207${String(index).padStart(8, "0")}`, at),
      at,
    }),
  );
  return {
    count,
    /** Answers how many were taken, so a bench can check none was refused. */
    verifyAll: async () => {
      let taken = 0;
      for (const notification of notifications) {
        const verified = await gateway.verifyNotification(notification.headers, notification.body);
        if (verified.kind === "payment") taken += 1;
      }
      return taken;
    },
  };
}
