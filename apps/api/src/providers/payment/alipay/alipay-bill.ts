import { crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import { shanghaiDayStart } from "@tousu/domain";
import type { BillLine } from "../payment-gateway";
import { beijingBillTime, fenToYuan, parseBeijingBillTime } from "../wechat/wechat-pay-protocol";
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

/** A line of the bill as Alipay writes it (the sandbox's, from its own trades). */
export interface TradeBillRow {
  tradeNo: string;
  orderNo: string;
  kind: "payment" | "refund";
  subject: string;
  createdAt: Date;
  finishedAt: Date;
  amountFen: number;
  /** `out_request_no` of a refund. */
  refundNo: string | null;
}

const DETAIL_COLUMNS = [
  "支付宝交易号",
  "商户订单号",
  "业务类型",
  "商品名称",
  "创建时间",
  "完成时间",
  "门店编号",
  "门店名称",
  "操作员",
  "终端号",
  "对方账户",
  "订单金额（元）",
  "商家实收（元）",
  "支付宝红包（元）",
  "集分宝（元）",
  "支付宝优惠（元）",
  "商家优惠（元）",
  "券核销金额（元）",
  "券名称",
  "商家红包消费金额（元）",
  "卡消费金额（元）",
  "退款批次号/请求号",
  "服务费（元）",
  "分润（元）",
  "备注",
];

/** `2026年12月07日 00:00:00`, as the bill's titles write a Beijing time. */
const titleTime = (at: Date) => beijingBillTime(at).replace(/^(\d{4})-(\d{2})-(\d{2})/, "$1年$2月$3日");

/**
 * The day's bill as Alipay publishes it: a zip of `{partner}_{yyyyMMdd}_业务明细.csv` and its
 * `(汇总)` twin, GBK, names included, long numbers padded with a tab.
 */
export function writeTradeBill(bill: {
  partnerId: string;
  day: string;
  exportedAt: Date;
  rows: readonly TradeBillRow[];
}): Buffer {
  const from = shanghaiDayStart(bill.day);
  const to = shanghaiDayStart(bill.day, 1);
  const signed = (row: TradeBillRow) => `${row.kind === "refund" ? "-" : ""}${fenToYuan(row.amountFen)}`;
  const lines = bill.rows.map((row) => {
    const fields: Record<string, string> = {
      支付宝交易号: `${row.tradeNo}\t`,
      商户订单号: `${row.orderNo}\t`,
      业务类型: row.kind === "refund" ? "退款" : "交易",
      商品名称: row.subject,
      创建时间: beijingBillTime(row.createdAt),
      完成时间: beijingBillTime(row.finishedAt),
      "订单金额（元）": signed(row),
      "商家实收（元）": signed(row),
      "退款批次号/请求号": row.refundNo ? `${row.refundNo}\t` : "",
    };
    return DETAIL_COLUMNS.map((column) => (fields[column] ?? "").replaceAll(",", "，")).join(",");
  });
  const count = (kind: TradeBillRow["kind"]) => bill.rows.filter((row) => row.kind === kind).length;
  const total = (kind: TradeBillRow["kind"]) =>
    fenToYuan(bill.rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amountFen, 0));
  const detail = [
    "#支付宝业务明细查询",
    `#账号：[${bill.partnerId}]`,
    `#起始日期：[${titleTime(from)}]   终止日期：[${titleTime(to)}]`,
    "#-----------------------------------------业务明细列表----------------------------------------",
    DETAIL_COLUMNS.join(","),
    ...lines,
    "#-----------------------------------------业务明细列表结束------------------------------------",
    `#交易合计：${count("payment")}笔，商家实收：${total("payment")}元，商家优惠：0.00元`,
    `#退款合计：${count("refund")}笔，商家实收：-${total("refund")}元，商家优惠：0.00元`,
    `#导出时间：[${titleTime(bill.exportedAt)}]`,
  ];
  const summary = [
    "#支付宝业务汇总查询",
    "门店编号,门店名称,交易订单总笔数,退款订单总笔数",
    `合计,,${count("payment")},${count("refund")}`,
  ];
  const name = `${bill.partnerId}_${bill.day.replaceAll("-", "")}_业务明细`;
  return zip([
    [`${name}.csv`, encodeGbk(`${detail.join("\r\n")}\r\n`)],
    [`${name}(汇总).csv`, encodeGbk(`${summary.join("\r\n")}\r\n`)],
  ]);
}

/** A zip of deflated files, their names GBK (without the UTF-8 flag), as Alipay's. */
function zip(files: readonly [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = encodeGbk(name);
    const data = deflateRawSync(content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_FILE_HEADER, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(content), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL_DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(content), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(content.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    directory.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

let gbkCodes: Map<string, number> | null = null;

/**
 * Text as GBK. Node decodes GBK but has no encoder, so the table is the decoder's, inverted once:
 * every two-byte code GBK assigns, by the character it decodes to.
 */
function encodeGbk(text: string): Buffer {
  gbkCodes ??= invertedGbkDecoder();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const gbk = gbkCodes.get(char);
    if (gbk === undefined) throw new Error(`${char} has no GBK code`);
    bytes.push(gbk >> 8, gbk & 0xff);
  }
  return Buffer.from(bytes);
}

function invertedGbkDecoder(): Map<string, number> {
  const decoder = new TextDecoder("gbk");
  const codes = new Map<string, number>();
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(Uint8Array.of(lead, trail));
      if (char.length === 1 && char !== "\ufffd" && !codes.has(char)) codes.set(char, (lead << 8) | trail);
    }
  }
  return codes;
}
