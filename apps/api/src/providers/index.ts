import type { Database } from "@tousu/db";
import type { Config } from "../config";
import type { CacheStore } from "./cache/cache-store";
import { createCacheStore } from "./cache/create-cache-store";
import type { CdnPurger } from "./cdn/cdn-purger";
import { createCdnPurger } from "./cdn/create-cdn-purger";
import { createRedisSharedCounters, type SharedCounters } from "./counters/shared-counters";
import { createIdentityVerifier } from "./identity/create-identity-verifier";
import type { IdentityVerifier } from "./identity/identity-verifier";
import { createTitleGenerator } from "./llm/create-title-generator";
import type { TitleGenerator } from "./llm/title-generator";
import {
  alipaySandboxFor,
  createPaymentGateways,
  createPaymentSandbox,
} from "./payment/create-payment-gateways";
import type { PaymentGateways } from "./payment/payment-gateway";
import type { AlipaySandbox } from "./payment/sandbox/alipay-sandbox";
import type { WechatPaySandbox } from "./payment/sandbox/wechat-pay-sandbox";
import { createSharedState } from "./shared-state/create-shared-state";
import type { SharedState } from "./shared-state/shared-state";
import { createSmsProvider } from "./sms/create-sms-provider";
import type { SmsProvider } from "./sms/sms-provider";
import { createObjectStorage } from "./storage/create-object-storage";
import type { ObjectStorage } from "./storage/object-storage";
import { createMiniProgramCodes } from "./wechat/create-mini-program-codes";
import { createOfficialAccount } from "./wechat/create-official-account";
import type { MiniProgramCodes } from "./wechat/mini-program-codes";
import type { OfficialAccount } from "./wechat/official-account";

/** Every external service behind a small interface; tests replace any of them (buildApp's `providers`). */
export interface Providers {
  sms: SmsProvider;
  identity: IdentityVerifier;
  titleGenerator: TitleGenerator;
  now: () => Date;
  storage: ObjectStorage;
  cache: CacheStore;
  /** What the nodes agree on beyond PostgreSQL: request limits, one-time marks, cache invalidations (decision 099). */
  shared: SharedState;
  /** Counters every node shares, on Redis when REDIS_URL is set; without it, none (decision 097). */
  sharedCounters: SharedCounters | null;
  cdn: CdnPurger;
  miniProgramCodes: MiniProgramCodes;
  /** The WeChat official account scan login uses, when one is configured (decision 045). */
  officialAccount: OfficialAccount | null;
  /** The payment channels' providers (WeChat Pay, Alipay) that can take payments. */
  payments: PaymentGateways;
  /** The local WeChat Pay the app serves when no merchant is configured (never in production; decision 086). */
  paymentSandbox: WechatPaySandbox | null;
  /** The local Alipay the app serves when no application is configured (never in production; decision 090). */
  alipaySandbox: AlipaySandbox | null;
}

/**
 * `now` is the app's clock (a test's, when it moves time), which payment signatures are dated by.
 * WeChat's access tokens expire in WeChat's time, whatever the app's clock says, so their holders
 * keep the real one: every node must agree on when a shared token runs out.
 */
export function createProviders(config: Config, db: Database, now: () => Date = () => new Date()): Providers {
  const realNow = () => new Date();
  const paymentSandbox = createPaymentSandbox(config, now);
  const alipaySandbox = alipaySandboxFor(config, now);
  return {
    sms: createSmsProvider(config),
    identity: createIdentityVerifier(config),
    titleGenerator: createTitleGenerator(config),
    now,
    storage: createObjectStorage(config),
    cache: createCacheStore(config),
    shared: createSharedState(config, now),
    sharedCounters: config.REDIS_URL ? createRedisSharedCounters({ url: config.REDIS_URL }) : null,
    cdn: createCdnPurger(config),
    miniProgramCodes: createMiniProgramCodes(config, db, realNow),
    officialAccount: createOfficialAccount(config, db, realNow),
    payments: createPaymentGateways(config, now, paymentSandbox, alipaySandbox),
    paymentSandbox,
    alipaySandbox,
  };
}
