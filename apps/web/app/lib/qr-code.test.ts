import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCodeShape } from "./qr-code";

describe("qrCodeShape", () => {
  it("draws exactly the dark modules of the encoded symbol", () => {
    const text = "https://download.suda.example/app";
    const shape = qrCodeShape(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    expect(shape.size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const [, x, y, width] of shape.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let offset = 0; offset < Number(width); offset++) drawn.add(`${Number(x) + offset},${y}`);
    }
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        expect(drawn.has(`${column},${row}`), `${column},${row}`).toBe(modules.get(row, column) === 1);
      }
    }
  });
});
