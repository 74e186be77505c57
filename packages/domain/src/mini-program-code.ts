/**
 * Mini-program codes (decision 044): WeChat's `wxacode.getUnlimited` carries a `scene` of at most 32
 * visible characters from a limited set, so a code names its page and parameters by a short code
 * that our scene table maps back; the same page and parameters always get the same scene.
 */

export const MINI_PROGRAM_SCENE_MAX_LENGTH = 32;

/** The characters WeChat accepts in a scene (its documentation's list). */
const SCENE_CHARACTERS = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]+$/;

/** Why a scene cannot be sent to WeChat, in words for the caller; null when it can. */
export function sceneProblem(scene: string): string | null {
  if (scene.length === 0) return "scene 不能为空";
  if (scene.length > MINI_PROGRAM_SCENE_MAX_LENGTH)
    return `scene 不能超过${MINI_PROGRAM_SCENE_MAX_LENGTH}个字符`;
  if (!SCENE_CHARACTERS.test(scene)) return "scene 只能包含字母、数字和 !#$&'()*+,/:;=?@-._~";
  return null;
}

/**
 * The pages a code may open: the mini-program's page path, and the page of our site the offline
 * default's plain QR code opens instead.
 */
export const MINI_PROGRAM_PAGES = {
  home: { miniProgramPath: "pages/index/index", needsId: false, sitePath: () => "/" },
  complaint: { miniProgramPath: "pages/complaint/detail", needsId: true, sitePath: (id) => `/tousu/${id}` },
  brand: { miniProgramPath: "pages/brand/detail", needsId: true, sitePath: (id) => `/brands/${id}` },
  enterprise: {
    miniProgramPath: "pages/enterprise/detail",
    needsId: true,
    sitePath: (id) => `/enterprise/${id}`,
  },
  article: { miniProgramPath: "pages/article/detail", needsId: true, sitePath: (id) => `/article/${id}` },
  collective: {
    miniProgramPath: "pages/collective/detail",
    needsId: true,
    sitePath: (id) => `/tousu/collective/${id}`,
  },
  goods: {
    miniProgramPath: "pages/goods/detail",
    needsId: true,
    sitePath: (id) => `/static/life/goods/${id}`,
  },
  law: { miniProgramPath: "pages/lawyer/index", needsId: false, sitePath: () => "/law" },
  lawyer: { miniProgramPath: "pages/lawyer/detail", needsId: true, sitePath: (id) => `/law/lawyer/${id}` },
  campaign: { miniProgramPath: "pages/activity/detail", needsId: true, sitePath: (id) => `/activity/${id}` },
} as const satisfies Record<
  string,
  { miniProgramPath: string; needsId: boolean; sitePath: (id: number | null) => string }
>;

export type MiniProgramPageKind = keyof typeof MINI_PROGRAM_PAGES;
export const MINI_PROGRAM_PAGE_KINDS = Object.keys(MINI_PROGRAM_PAGES) as MiniProgramPageKind[];

/** What a code opens: a page kind and, for the pages of one thing, its id. */
export interface MiniProgramTarget {
  page: MiniProgramPageKind;
  id: number | null;
}

/** The page of our site a target opens (the offline default's QR code, a scene looked up on the web). */
export function miniProgramSitePath({ page, id }: MiniProgramTarget): string {
  return MINI_PROGRAM_PAGES[page].sitePath(id);
}

/** Widths WeChat draws (px); its default is 430. */
export const MINI_PROGRAM_CODE_WIDTH = { min: 280, max: 1280, default: 430 } as const;

/** How long a scene is: 12 base-62 characters hold 71 bits, far beyond any table's size. */
export const MINI_PROGRAM_SCENE_LENGTH = 12;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The one text a target is known by: the same target, the same text (and so the same scene). */
export function targetKey({ page, id }: MiniProgramTarget): string {
  return id === null ? page : `${page}:${id}`;
}

/**
 * A scene from a digest of the target's key (at least 9 bytes): base 62, so WeChat accepts every
 * character, and deterministic, so asking twice for one target gives one scene.
 */
export function sceneFromDigest(digest: Uint8Array): string {
  if (digest.length < 9) throw new Error("a scene needs a digest of at least 9 bytes");
  let value = 0n;
  for (const byte of digest.subarray(0, 9)) value = (value << 8n) | BigInt(byte);
  let scene = "";
  for (let index = 0; index < MINI_PROGRAM_SCENE_LENGTH; index += 1) {
    scene = BASE62[Number(value % 62n)] + scene;
    value /= 62n;
  }
  return scene;
}
