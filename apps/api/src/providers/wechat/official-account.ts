/** A temporary code of the official account: WeChat's QR content, which a scan in WeChat opens. */
export interface OfficialAccountCode {
  /** What the code encodes (`http://weixin.qq.com/q/…`); the page draws it as a QR code. */
  url: string;
}

/** What WeChat's web authorisation asks of the person: their openid alone, or also their profile. */
export type WebAuthorizationScope = "snsapi_base" | "snsapi_userinfo";

/** `sns/oauth2/access_token`'s answer: who authorised, and the token to read their profile with. */
export interface WebAuthorization {
  openid: string;
  unionid: string | null;
  /** The web authorisation's own token (not the account's), for `sns/userinfo`. */
  accessToken: string;
}

/** `sns/userinfo`'s answer: what the person agreed to share. */
export interface WebProfile {
  openid: string;
  unionid: string | null;
  nickname: string;
  /** `headimgurl`; null when the person has none. */
  avatarUrl: string | null;
}

/**
 * The platform's WeChat official account (公众号), for scan login (decision 045): temporary
 * parametric codes, and who a follower is across the platform's apps; for the H5 site (decision
 * 080): web authorisation in WeChat's browser, and the JS-SDK's signature. Absent (null in
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
  /** The address of WeChat's authorisation page (`connect/oauth2/authorize`), which returns to `redirectUri`. */
  webAuthorizationUrl(input: { redirectUri: string; scope: WebAuthorizationScope; state: string }): string;
  /** `sns/oauth2/access_token`: the code WeChat returned (good once, five minutes). */
  exchangeWebCode(code: string): Promise<WebAuthorization>;
  /** `sns/userinfo` with a `snsapi_userinfo` authorisation. */
  webProfile(authorization: Pick<WebAuthorization, "accessToken" | "openid">): Promise<WebProfile>;
  /** The JS-SDK ticket, shared by every node like the access token (decision 080). */
  jsapiTicket(): Promise<string>;
}
