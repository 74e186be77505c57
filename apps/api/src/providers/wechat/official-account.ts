/** A temporary code of the official account: WeChat's QR content, which a scan in WeChat opens. */
export interface OfficialAccountCode {
  /** What the code encodes (`http://weixin.qq.com/q/…`); the page draws it as a QR code. */
  url: string;
}

/**
 * The platform's WeChat official account (公众号), for scan login (decision 045): temporary
 * parametric codes, and who a follower is across the platform's apps. Absent (null in
 * `Providers`) when no official account is configured.
 */
export interface OfficialAccount {
  readonly appId: string;
  /** The Token WeChat signs the callback's requests with (the account's server settings). */
  readonly callbackToken: string;
  /** `qrcode.create` with `QR_STR_SCENE`: a scan brings `scene` back to the callback. */
  createTemporaryCode(scene: string, expireSeconds: number): Promise<OfficialAccountCode>;
  /** `user.info`'s unionid: the same person in the platform's other apps, when WeChat gives one. */
  unionidOf(openid: string): Promise<string | null>;
}
