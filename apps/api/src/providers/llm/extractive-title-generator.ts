import { AI_TITLE_MAX_LENGTH } from "@tousu/contracts";
import { finishTitle, type TitleGenerator, type TitleInput } from "./title-generator";

// The offline default: no model, so the title is assembled from the brand, the product
// bought, the clause that best states what went wrong, and what the complainant asks for:
// "云杉优选" + "空气净化器" + "使用两周后出现异响" + "，要求退款".

const segmenter = new Intl.Segmenter("zh", { granularity: "word" });
const words = (text: string) =>
  [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);

const CLAUSE_SEPARATORS = /[。！？!?；;，,、\n\r\t]+|\s{2,}/u;

// What goes wrong in a consumer dispute, as complainants write it.
const SYMPTOM =
  /出现|故障|异响|噪音|坏了|损坏|破损|漏水|漏电|死机|黑屏|卡顿|发热|不退|未退|没退|拒绝|拒不|拖延|迟迟|至今|一直|没有|没收到|未收到|无法|不能|不给|不予|扣费|扣款|乱收费|多收|虚假|欺诈|诱导|延误|延迟|取消|漏发|错发|少发|变质|腐烂|过期|假货|不符|强制|自动续费|无人|推诿|敷衍|划痕|瑕疵|失效|停运|跑路|降价|不发货|不处理|质量问题|封禁|封号|冻结|驳回|盗号|被拒/u;
// 申请 is left out: "申请退货被拒绝" tells what happened, it is not what the complainant asks for now.
const REQUEST_VERB = /要求|希望|请求|恳请|(?<!申)请/u;
const APPEAL_WORDS =
  "退一赔三|退货退款|退款|退货|换货|赔偿|补偿|维修|补发|退费|(?:退还|返还)(?:费用|款项|押金|差价|本金)?|道歉|解约|解封|发货|解决";
const APPEAL = new RegExp(
  `(全额|双倍|三倍|十倍)?(${APPEAL_WORDS})(?:(?:并|和|及|、)(${APPEAL_WORDS}))?`,
  "u",
);
const PURCHASE_VERB = /购买|买了|订购|预订|订了|下单|办理|开通|充值|报名|租了|入住/u;
const QUANTIFIER =
  /^(?:了|的)?(?:[一两三四五六七八九十几半\d]+多?[台个件份张部双套款辆箱盒瓶只条支把本间晚次单元年月天周]+|[台个件份张部双套款辆箱盒瓶只条支把本间晚次单])?(?:的)?/u;
// A product name ends before these: particles, time words and the verbs that follow it.
const PRODUCT_STOP = /[的了后时在给花共价于从到收用使出发但却结，。,.!！?？\d]/u;
const LEADING_FILLER = new Set([
  "我",
  "我们",
  "本人",
  "但是",
  "但",
  "可是",
  "然而",
  "结果",
  "然后",
  "后来",
  "之后",
  "随后",
  "没想到",
  "谁知",
  "不料",
  "并且",
  "而且",
  "且",
  "就",
  "又",
  "却",
  "竟然",
  "居然",
  "现在",
  "目前",
  "发现",
  "明显",
  "突然",
]);
// Before these a long clause may start: "在我不知情的情况下被自动续费" → "被自动续费".
const CLAUSE_RESTART = /被|已经|仍然|还是/u;
const LONG_CLAUSE = 12;
// Words of a problem name too generic to point at a clause.
const GENERIC_PROBLEM_WORDS = new Set(["问题", "服务", "情况", "其他", "相关"]);

export function createExtractiveTitleGenerator(): TitleGenerator {
  return { name: "extractive", generate: async (input) => extractTitle(input) };
}

export function extractTitle({ brandName, problems, content }: TitleInput): string {
  const brand = brandName.trim();
  // Long digit runs are order numbers and phone numbers: never part of a public title.
  const text = content.replace(/\d{6,}/g, "");
  const clauses = text
    .split(CLAUSE_SEPARATORS)
    .map((clause) => clause.trim())
    .filter(Boolean);
  const appeal = findAppeal(clauses);
  const symptom = findSymptom(clauses, problems, brand);
  const product = findProduct(text, brand);
  const core = symptom ?? problems[0]?.trim() ?? "消费纠纷";
  const withProduct = product && !core.includes(product) ? product + core : core;
  const tail = appeal && !core.includes(appeal) ? `，${appeal}` : "";
  const candidates = [brand + withProduct + tail, brand + core + tail, brand + withProduct, brand + core];
  const fitting = candidates.find((candidate) => candidate.length <= AI_TITLE_MAX_LENGTH);
  return finishTitle(fitting ?? brand + cutAtWord(core, AI_TITLE_MAX_LENGTH - brand.length));
}

function findAppeal(clauses: readonly string[]): string | null {
  for (const clause of clauses) {
    const verb = REQUEST_VERB.exec(clause);
    if (!verb) continue;
    const appeal = APPEAL.exec(clause.slice(verb.index));
    if (appeal) return `要求${appeal[1] ?? ""}${appeal[2]}${appeal[3] ? `并${appeal[3]}` : ""}`;
  }
  return null;
}

function findSymptom(clauses: readonly string[], problems: readonly string[], brand: string): string | null {
  // A word the brand itself contains (快递 in 顺达快递) would favour every clause naming the company.
  const problemWords = new Set(
    problems
      .flatMap(words)
      .filter((word) => word.length >= 2 && !GENERIC_PROBLEM_WORDS.has(word) && !brand.includes(word)),
  );
  let best: { clause: string; score: number } | null = null;
  for (const raw of clauses) {
    if (REQUEST_VERB.test(raw) && APPEAL.test(raw)) continue;
    const clause = tidyClause(raw, brand);
    if (clause.length < 4) continue;
    let score = 0;
    if (problems.some((problem) => clause.includes(problem))) score += 6;
    for (const word of problemWords) if (clause.includes(word)) score += 3;
    if (SYMPTOM.test(clause)) score += 4;
    // The purchase itself is context: "我在3月1日购买了一台净化器" says nothing about the dispute.
    if (PURCHASE_VERB.test(clause) && !SYMPTOM.test(clause)) score -= 2;
    if (clause.length > 22) score -= 1;
    if (score > 0 && (!best || score > best.score)) best = { clause, score };
  }
  return best ? shortenClause(best.clause) : null;
}

/** A long clause keeps its part from where the trouble is stated. */
function shortenClause(clause: string): string {
  if (clause.length <= LONG_CLAUSE) return clause;
  const symptom = SYMPTOM.exec(clause);
  if (!symptom) return clause;
  const before = clause.slice(0, symptom.index);
  const restart = [...before.matchAll(new RegExp(CLAUSE_RESTART, "gu"))].at(-1);
  const start = restart?.index ?? symptom.index;
  const shortened = clause.slice(start);
  return shortened.length >= 5 ? shortened : clause;
}

/** Drops the brand (the title starts with it), leading connectives and pronouns, and trailing particles. */
function tidyClause(clause: string, brand: string): string {
  const withoutBrand = brand ? clause.replaceAll(brand, "") : clause;
  const parts = [...segmenter.segment(withoutBrand.replace(/^(?:在|通过|从)/u, ""))].map(
    (part) => part.segment,
  );
  while (parts.length > 0 && (LEADING_FILLER.has(parts[0]!) || !parts[0]!.trim())) parts.shift();
  return parts
    .join("")
    .replace(/^(?:家的|的)/u, "")
    .replace(/[的了啊呀吧呢]+$/u, "")
    .trim();
}

function findProduct(text: string, brand: string): string | null {
  const verb = PURCHASE_VERB.exec(text);
  if (!verb) return null;
  let rest = text.slice(verb.index + verb[0].length).replace(QUANTIFIER, "");
  if (brand && rest.startsWith(brand)) {
    rest = rest
      .slice(brand.length)
      .replace(/^(?:家|官方|旗舰店|平台)?的?/u, "")
      .replace(QUANTIFIER, "");
  }
  const match = /^[\p{Script=Han}A-Za-z]+/u.exec(rest);
  if (!match) return null;
  const stop = PRODUCT_STOP.exec(match[0]);
  const named = stop ? match[0].slice(0, stop.index) : match[0];
  const product = withoutBrandOverlap(named, brand);
  return product.length >= 2 && product.length <= 8 ? product : null;
}

/** "星河宽带" + "宽带套餐" would repeat itself: keep only what the brand does not already say. */
function withoutBrandOverlap(product: string, brand: string): string {
  for (let length = product.length; length >= 2; length--) {
    if (brand.includes(product.slice(0, length))) return product.slice(length);
  }
  return product;
}

/** Cuts at a word boundary so the title never ends in half a word. */
function cutAtWord(text: string, max: number): string {
  let result = "";
  for (const { segment } of segmenter.segment(text)) {
    if (result.length + segment.length > max) break;
    result += segment;
  }
  return result;
}
