// The CSV files the back offices download (the company portal's complaints, the analytics
// dashboard's figures): RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark.

/** Excel opens a UTF-8 file as the local code page unless it starts with a byte-order mark. */
const UTF8_BOM = "\uFEFF";

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); a leading
// apostrophe makes it text. Tab and carriage return count too, as some spreadsheets skip them first.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file: BOM, then one line per row, each cell quoted as it needs. */
export function csvFile(lines: readonly (readonly string[])[]): string {
  return `${UTF8_BOM}${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * A route's answer that downloads `body` as a file: `asciiName` for old clients, `name` (Chinese)
 * for the rest (RFC 6266's filename*), never cached.
 */
export function csvDownload(body: string, asciiName: string, name: string) {
  return {
    body,
    contentType: "text/csv; charset=utf-8",
    headers: {
      "content-disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "cache-control": "no-store",
    },
  };
}
