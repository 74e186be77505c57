/** What a code is asked to open, in both the mini-program's terms and our site's. */
export interface MiniProgramCodeRequest {
  /** The short code the mini-program page reads (at most 32 characters; decision 044). */
  scene: string;
  /** The mini-program page, e.g. `pages/complaint/detail`. */
  miniProgramPath: string;
  /** The same page on our site, whole (`https://…/tousu/7`), for the plain QR code. */
  siteUrl: string;
  width: number;
}

export interface MiniProgramCode {
  /** PNG from the offline default; WeChat draws JPEG unless asked for a transparent PNG. */
  image: Buffer;
  contentType: "image/png" | "image/jpeg";
  /** `wxacode`: WeChat's mini-program code; `qrcode`: a plain QR code of the page on our site. */
  kind: "wxacode" | "qrcode";
}

/**
 * Draws mini-program codes: WeChat's `wxacode.getUnlimited` when a mini-program is configured,
 * otherwise (the offline default) a plain QR code of the same page on our site.
 */
export interface MiniProgramCodes {
  readonly kind: MiniProgramCode["kind"];
  /** The file name extension of what it draws, which the local image host serves the type by. */
  readonly extension: "png" | "jpg";
  draw(request: MiniProgramCodeRequest): Promise<MiniProgramCode>;
}
