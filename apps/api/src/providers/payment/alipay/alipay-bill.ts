import { inflateRawSync } from "node:zlib";
import type { BillLine } from "../payment-gateway";
import { parseBeijingBillTime } from "../wechat/wechat-pay-protocol";
import { exactFen } from "./alipay-protocol";

/**
 * Alipay's trade bill: a zip holding `…_业务明细.csv` (the lines) and `…_业务明细(汇总).csv` (totals),
 * both GBK. Read with Node's own zlib and `TextDecoder("gbk")` (full ICU): a zip reader for two stored
 * or deflated files is a few dozen lines, less than a dependency to follow.
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const UTF8_NAMES = 1 << 11;

/** Every file of a zip by its name (GBK unless the entry says UTF-8), through its central directory. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
  if (end < 0) throw new Error("not a zip");
  const count = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(entry) !== CENTRAL_DIRECTORY_ENTRY) throw new Error("zip directory unreadable");
    const flags = zip.readUInt16LE(entry + 8);
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const localHeader = zip.readUInt32LE(entry + 42);
    const nameBytes = zip.subarray(entry + 46, entry + 46 + nameLength);
    const name = new TextDecoder(flags & UTF8_NAMES ? "utf-8" : "gbk").decode(nameBytes);
    if (zip.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error("zip entry unreadable");
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method !== 0 && method !== 8) throw new Error(`zip method ${method} unsupported`);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** The payment and refund lines of the bill's zip. */
export function readTradeBill(zip: Buffer): BillLine[] {
  const detail = [...unzip(zip)].find(([name]) => name.endsWith("业务明细.csv"));
  if (!detail) throw new Error("the bill has no 业务明细 file");
  return parseTradeBillCsv(new TextDecoder("gbk").decode(detail[1]));
}

/**
 * The lines of `业务明细.csv`: `#` lines are titles and totals; fields are padded with tabs (so that
 * spreadsheets keep long numbers as text); columns are found by their header, not their place.
 */
export function parseTradeBillCsv(text: string): BillLine[] {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split(",").map((field) => field.trim()));
  const [header, ...lines] = rows;
  if (!header) return [];
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`the bill has no ${name} column`);
    return index;
  };
  const tradeNo = column("支付宝交易号");
  const orderNo = column("商户订单号");
  const kind = column("业务类型");
  const finishedAt = column("完成时间");
  const amount = column("订单金额（元）");
  const refundNo = column("退款批次号/请求号");
  return lines.map((line): BillLine => {
    const refund = line[kind] === "退款";
    const fen = exactFen((line[amount] ?? "").replace(/^-/, ""));
    if (fen === null) throw new Error(`the bill's amount ${line[amount]} is not yuan`);
    return {
      orderNo: line[orderNo] ?? "",
      channelTradeNo: line[tradeNo] ?? "",
      kind: refund ? "refund" : "payment",
      refundNo: refund ? line[refundNo] || null : null,
      amountFen: fen,
      at: parseBeijingBillTime(line[finishedAt] ?? ""),
    };
  });
}
