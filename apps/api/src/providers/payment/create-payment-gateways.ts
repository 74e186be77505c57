import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from "node:crypto";
import { type Config, pemBlocks, readAlipayPrivateKey } from "../../config";
import { AlipayGateway, type AlipayMerchant } from "./alipay/alipay-gateway";
import type { PaymentGateways } from "./payment-gateway";
import { ALIPAY_SANDBOX_PATH, type AlipaySandbox, createAlipaySandbox } from "./sandbox/alipay-sandbox";
import {
  createWechatPaySandbox,
  WECHAT_PAY_SANDBOX_PATH,
  type WechatPaySandbox,
} from "./sandbox/wechat-pay-sandbox";
import { WechatPayGateway, type WechatPayMerchant } from "./wechat/wechat-pay-gateway";

/** Where the main service answers WeChat Pay's notifications, on `WECHAT_PAY_NOTIFY_ORIGIN`. */
export const WECHAT_PAY_NOTIFY_PATH = "/api/pay/notify/wechat";

/** Where the main service answers Alipay's notifications, on `ALIPAY_NOTIFY_ORIGIN`. */
export const ALIPAY_NOTIFY_PATH = "/api/pay/notify/alipay";

/** What the sandbox's payer page names as the merchant. */
const SANDBOX_MERCHANT_NAME = "诉达会员（沙箱商户）";

/** The merchant the settings describe, or null when none are set (config checks they come together). */
export function wechatPayMerchantOf(config: Config): WechatPayMerchant | null {
  const {
    WECHAT_PAY_MCH_ID: mchId,
    WECHAT_PAY_MCH_CERT_SERIAL: certificateSerial,
    WECHAT_PAY_MCH_PRIVATE_KEY: privateKey,
    WECHAT_PAY_APIV3_KEY: apiV3Key,
    WECHAT_PAY_APP_ID: appId,
  } = config;
  if (!mchId || !certificateSerial || !privateKey || !apiV3Key || !appId) return null;
  const platformKeys = new Map<string, KeyObject>();
  if (config.WECHAT_PAY_PUBLIC_KEY_ID && config.WECHAT_PAY_PUBLIC_KEY)
    platformKeys.set(
      config.WECHAT_PAY_PUBLIC_KEY_ID.toUpperCase(),
      createPublicKey(config.WECHAT_PAY_PUBLIC_KEY),
    );
  for (const block of pemBlocks(config.WECHAT_PAY_PLATFORM_CERTIFICATES ?? "")) {
    const certificate = new X509Certificate(block);
    platformKeys.set(certificate.serialNumber.toUpperCase(), certificate.publicKey);
  }
  return {
    mchId,
    appId,
    certificateSerial,
    privateKey: createPrivateKey(privateKey),
    apiV3Key: Buffer.from(apiV3Key, "utf8"),
    platformKeys,
  };
}

/** The Alipay application the settings describe, or null when none is set (config checks they come together). */
export function alipayMerchantOf(config: Config): AlipayMerchant | null {
  const {
    ALIPAY_APP_ID: appId,
    ALIPAY_SELLER_ID: sellerId,
    ALIPAY_APP_PRIVATE_KEY,
    ALIPAY_PUBLIC_KEY,
  } = config;
  if (!appId || !sellerId || !ALIPAY_APP_PRIVATE_KEY || !ALIPAY_PUBLIC_KEY) return null;
  return {
    appId,
    sellerId,
    appPrivateKey: readAlipayPrivateKey(ALIPAY_APP_PRIVATE_KEY),
    alipayPublicKey: createPublicKey(ALIPAY_PUBLIC_KEY),
  };
}

/**
 * The sandbox that stands in for WeChat Pay when no merchant is configured; never in production,
 * where a missing merchant means no WeChat Pay at all (decision 086).
 */
export function createPaymentSandbox(config: Config, now: () => Date): WechatPaySandbox | null {
  if (config.NODE_ENV === "production" || wechatPayMerchantOf(config)) return null;
  return createWechatPaySandbox({
    publicBase: `${config.siteOrigin}${WECHAT_PAY_SANDBOX_PATH}`,
    now,
    merchantName: SANDBOX_MERCHANT_NAME,
    retryCompression: config.WECHAT_PAY_SANDBOX_RETRY_COMPRESSION,
    duplicateRate: config.WECHAT_PAY_SANDBOX_DUPLICATE_RATE,
    dropRate: config.WECHAT_PAY_SANDBOX_DROP_RATE,
  });
}

/**
 * The sandbox that stands in for Alipay when no application is configured; never in production,
 * where a missing application means no Alipay at all (decision 090).
 */
export function alipaySandboxFor(config: Config, now: () => Date): AlipaySandbox | null {
  if (config.NODE_ENV === "production" || alipayMerchantOf(config)) return null;
  return createAlipaySandbox({
    publicBase: `${config.siteOrigin}${ALIPAY_SANDBOX_PATH}`,
    now,
    merchantName: SANDBOX_MERCHANT_NAME,
    retryCompression: config.ALIPAY_SANDBOX_RETRY_COMPRESSION,
    duplicateRate: config.ALIPAY_SANDBOX_DUPLICATE_RATE,
    dropRate: config.ALIPAY_SANDBOX_DROP_RATE,
  });
}

/** The payment providers this node can use, from the merchant settings in `config`, or the sandboxes. */
export function createPaymentGateways(
  config: Config,
  now: () => Date,
  sandbox: WechatPaySandbox | null,
  alipaySandbox: AlipaySandbox | null = null,
): PaymentGateways {
  return { ...wechatPayGateway(config, now, sandbox), ...alipayGateway(config, alipaySandbox) };
}

function wechatPayGateway(
  config: Config,
  now: () => Date,
  sandbox: WechatPaySandbox | null,
): PaymentGateways {
  const notifyUrl = `${config.WECHAT_PAY_NOTIFY_ORIGIN ?? config.siteOrigin}${WECHAT_PAY_NOTIFY_PATH}`;
  const merchant = wechatPayMerchantOf(config);
  if (merchant)
    return {
      wechat: new WechatPayGateway({ merchant, apiOrigin: config.WECHAT_PAY_API_ORIGIN, notifyUrl, now }),
    };
  if (!sandbox) return {};
  return {
    wechat: new WechatPayGateway({
      merchant: sandbox.merchant,
      apiOrigin: `${config.siteOrigin}${WECHAT_PAY_SANDBOX_PATH}`,
      notifyUrl,
      now,
      fetch: sandbox.fetch,
    }),
  };
}

function alipayGateway(config: Config, sandbox: AlipaySandbox | null): PaymentGateways {
  const notifyUrl = `${config.ALIPAY_NOTIFY_ORIGIN ?? config.siteOrigin}${ALIPAY_NOTIFY_PATH}`;
  const merchant = alipayMerchantOf(config);
  if (merchant)
    return {
      alipay: new AlipayGateway({ merchant, gatewayOrigin: config.ALIPAY_GATEWAY_ORIGIN, notifyUrl }),
    };
  if (!sandbox) return {};
  // The sdk has its own HTTP client, so it reaches the sandbox over the network, on the site's origin.
  return {
    alipay: new AlipayGateway({
      merchant: sandbox.merchant,
      gatewayOrigin: `${config.siteOrigin}${ALIPAY_SANDBOX_PATH}`,
      notifyUrl,
    }),
  };
}
