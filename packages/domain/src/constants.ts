// Business constants (docs/product/constants.md), and the SMS limits shared by server and client.

export const API_HEADER_VERSION = "9.2.3";
export const TRACKING_VERSION = "9.1.6";
export const PRODUCT_VERSION = "9.1.6";
export const BUILD_MODE = "production";
export const ASSETS_PATH = "prod2";

// 201, 500 and unknown codes toast for 5 s, 400 for 2 s (docs/product/errors.md#body-codes).
export const TOAST_DURATION_MS = { default: 5000, badRequest: 2000 } as const;
export const API_TIMEOUT_MS = 60_000;
export const RANDOM_LIST_PAGE_SIZE = 100;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const PHONE_LENGTH = 11;
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 6;
// What the phone, real-name and ID number fields take (a draft keeps what was typed): a phone typed
// in groups (138 0013 8000), a name with room to spare, an ID number of 18 characters.
export const PHONE_INPUT_MAX_LENGTH = PHONE_LENGTH + 2;
export const REAL_NAME_INPUT_MAX_LENGTH = 20;
export const ID_CARD_MAX_LENGTH = 18;
export const COMPLAINT_MONEY_DEFAULT = 0;

export const DEBOUNCE_MS = 500;
export const REMOTE_SEARCH_DEBOUNCE_MS = 300;
export const FETCH_DELAY_MS = 200;

export const PERMANENT_REDIRECT_STATUS = 301;
export const MOBILE_REDIRECT_STATUS = 302;

export const DIALOG_TOP_OFFSET = "15vh";
export const MODAL_BASE_Z_INDEX = 2000;

export const DEFAULT_SOURCE_HEADER = "pc";
export const WEB_TOKEN_COOKIE = "web-token";
export const TRACKING_PLATFORM = "PC";

// Not fixed by the product (docs/product/constants.md#limits-we-chose): our choice, in line with common
// SMS-provider defaults.
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_SECONDS = 60;

// Uploads: each signed policy stores one file. A visitor (no account) may have this many policies
// signed per address in any 24 hours, a member this many per account (a complaint's nine images,
// added evidence, appeals and an avatar, several times over); uploads neither attached nor held by a
// draft within a day are deleted, files and record.
export const VISITOR_UPLOADS_PER_DAY = 20;
export const MEMBER_UPLOADS_PER_DAY = 100;
/** The httpOnly cookie whose secret makes a visitor's uploads theirs (decision 028). */
export const UPLOAD_OWNER_COOKIE = "upload-owner";
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60_000;

// Limits the product leaves open (docs/product/validation.md#limits-of-the-complaint-form): our choice, shared by the
// forms of both sites and the server so all refuse the same input with the same words.
export const COMPLAINT_TITLE_MIN = 4;
export const COMPLAINT_TITLE_MAX = 30;
export const COMPLAINT_CONTENT_MIN = 20;
export const COMPLAINT_CONTENT_MAX = 2000;
export const COMPLAINT_MONEY_MAX = 10_000_000;
export const CUSTOM_BRAND_NAME_MIN = 2;
export const CUSTOM_BRAND_NAME_MAX = 30;
/** The content the AI title suggestion needs before it can suggest one, in characters. */
export const TITLE_CONTENT_MIN = 10;
/** A visitor logged in by filing gets the server's default session lifetime (the answer carries no expiry). */
export const FILING_SESSION_DAYS = 30;

// A complaint's evidence images: at most this many at filing, and this many in all once evidence is
// added later; an appeal or a supplement carries at most this many too.
export const COMPLAINT_IMAGES_MAX = 9;
// An appeal's reason (申诉理由) and a supplement's text (补充说明), in characters.
export const APPEAL_REASON_MIN = 5;
export const APPEAL_REASON_MAX = 500;
export const SUPPLEMENT_CONTENT_MIN = 5;
export const SUPPLEMENT_CONTENT_MAX = 1000;
// A consumer's rating (at most this many tags, and characters of comment) and withdrawal reason.
export const RATING_TAGS_MAX = 6;
export const RATING_CONTENT_MAX = 200;
export const WITHDRAW_REASON_MAX = 200;

// What a company writes on a complaint, in characters: its public reply (回复内容), whose refund or
// compensation is at most this many yuan; what it asks the consumer to add (需要补充的内容, as a
// moderator may ask during review); the reason of an archive or end application (申请理由).
export const COMPANY_REPLY_MIN = 10;
export const COMPANY_REPLY_MAX = 1000;
export const REPLY_AMOUNT_MAX = 10_000_000;
export const INFO_REQUEST_MIN = 5;
export const INFO_REQUEST_MAX = 500;
export const APPLICATION_REASON_MIN = 10;
export const APPLICATION_REASON_MAX = 500;

// A company's evidence for claiming a brand (认领依据), and a collective complaint's title and
// description, in characters.
export const BRAND_CLAIM_EVIDENCE_MIN = 10;
export const BRAND_CLAIM_EVIDENCE_MAX = 1000;
export const COLLECTIVE_TITLE_MIN = 4;
export const COLLECTIVE_TITLE_MAX = 60;
export const COLLECTIVE_DESCRIPTION_MIN = 10;
export const COLLECTIVE_DESCRIPTION_MAX = 2000;

// Staff texts, in characters: the reason a hide, restore or ban records (操作原因), a note on a
// decision (备注), the explanation of a complaint a moderator closes (关闭说明).
export const STAFF_REASON_MIN = 2;
export const STAFF_REASON_MAX = 200;
export const STAFF_NOTE_MAX = 500;
export const CLOSE_NOTE_MIN = 2;
export const CLOSE_NOTE_MAX = 500;

// What the console edits, in characters: a brand's name, industry and description, an enterprise's
// name and description, a sensitive word; and the keyword that filters a back-office list.
export const BRAND_NAME_MAX = 30;
export const BRAND_INDUSTRY_MAX = 20;
export const BRAND_DESCRIPTION_MAX = 500;
export const ENTERPRISE_NAME_MIN = 2;
export const ENTERPRISE_NAME_MAX = 60;
export const ENTERPRISE_DESCRIPTION_MAX = 500;
export const SENSITIVE_WORD_MAX = 30;
export const LIST_KEYWORD_MAX = 50;

// A member's nickname, in characters.
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
/** The characters a nickname may hold: Chinese, letters, digits, underscore, middle dot and hyphen. */
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_·-]+$/u;

// A complaint attribute's value (附加信息), in characters; an image's address from our upload flow
// (a path, or a URL of the image host), in characters.
export const COMPLAINT_ATTRIBUTE_VALUE_MAX = 200;
export const IMAGE_URL_MAX = 500;

// The most rows a paged list answers at once, and the most items a short list (a brand's newest
// complaints, related complaints) may ask for.
export const PAGE_SIZE_MAX = 100;
export const SHORT_LIST_LIMIT_MAX = 50;

// Scan login (decision 042): a ticket lives this long; the login browser polls no faster than the
// interval, and each too-early poll lengthens its interval by the step (RFC 8628 slow_down).
export const SCAN_LOGIN_TICKET_TTL_SECONDS = 120;
export const SCAN_LOGIN_POLL_INTERVAL_SECONDS = 2;
export const SCAN_LOGIN_SLOW_DOWN_STEP_SECONDS = 5;
export const SCAN_LOGIN_MAX_INTERVAL_SECONDS = 30;
/** The httpOnly cookie whose secret binds a scan-login ticket to the browser that asked for it. */
export const SCAN_LOGIN_COOKIE = "scan-login";

/** A 402's access token (decision 046): long enough to receive and type an SMS code, short enough that a leaked token soon expires. */
export const BIND_ACCESS_TOKEN_TTL_MS = 10 * 60_000;
/**
 * The httpOnly cookie in which the H5 site keeps a 402's access token for its bind page, so the
 * token travels in no address (history, logs, referrers).
 */
export const BIND_ACCESS_TOKEN_COOKIE = "bind-access-token";
// WeChat web login on the H5 site (decision 080): a `state` sent through WeChat's authorisation
// lives this long (WeChat's code lives five minutes), and so does the question whether to use the
// WeChat profile; the HttpOnly cookie holds the secret that binds both to the browser.
export const WECHAT_WEB_LOGIN_TTL_SECONDS = 600;
export const WECHAT_WEB_LOGIN_COOKIE = "wechat-login";
/** The H5 page WeChat's authorisation returns to (its domain is registered with the official account). */
export const WECHAT_WEB_LOGIN_CALLBACK_PATH = "/pages/login/wechat/callback";
