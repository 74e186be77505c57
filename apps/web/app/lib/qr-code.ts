import QRCode from "qrcode";

/** A QR code as one SVG path: the dark modules, row by row, on a grid of `size` modules. */
export interface QrCodeShape {
  size: number;
  path: string;
}

/**
 * Encodes `text` (medium error correction, so a smudged print still scans) and draws each row's runs
 * of dark modules as rectangles of one path: a few hundred bytes of markup, drawn on the server, no
 * script in the browser.
 */
export function qrCodeShape(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      commands.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: modules.size, path: commands.join("") };
}
