import QRCode from "qrcode";
import type { MiniProgramCodes } from "./mini-program-codes";

/** The offline default: a plain QR code of the page on our site, which any phone camera opens. */
export function createQrMiniProgramCodes(): MiniProgramCodes {
  return {
    kind: "qrcode",
    extension: "png",
    async draw({ siteUrl, width }) {
      const png = await QRCode.toBuffer(siteUrl, {
        type: "png",
        width,
        margin: 2,
        errorCorrectionLevel: "M",
      });
      return { image: png, contentType: "image/png", kind: "qrcode" };
    },
  };
}
