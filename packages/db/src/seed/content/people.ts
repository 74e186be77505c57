import type { Rng } from "../random";

// Invented personal data. Names are random surname + given-name combinations; phone numbers
// and ID numbers only have the right shape and are never taken from any real list.

const NICKNAME_ADJECTIVES = [
  "快乐的",
  "安静的",
  "努力的",
  "爱笑的",
  "勇敢的",
  "温柔的",
  "倔强的",
  "佛系的",
  "迷糊的",
  "认真的",
  "会飞的",
  "不吃香菜的",
  "早睡的",
  "路过的",
] as const;

const NICKNAME_NOUNS = [
  "橙子",
  "小熊",
  "西瓜",
  "猫咪",
  "咸鱼",
  "土豆",
  "向日葵",
  "海豚",
  "柠檬",
  "仙人掌",
  "星星",
  "蘑菇",
  "兔子",
  "麦穗",
  "松鼠",
  "小鹿",
  "饺子",
  "月亮",
] as const;

const SURNAMES = [
  "王",
  "李",
  "张",
  "刘",
  "陈",
  "杨",
  "黄",
  "赵",
  "吴",
  "周",
  "徐",
  "孙",
  "马",
  "朱",
  "胡",
  "郭",
  "何",
  "林",
  "罗",
  "高",
  "郑",
  "梁",
  "谢",
  "宋",
  "唐",
  "许",
  "韩",
  "冯",
  "邓",
  "曹",
  "彭",
  "曾",
  "田",
  "萧",
  "潘",
  "袁",
  "蒋",
  "蔡",
  "余",
  "杜",
  "叶",
  "程",
  "魏",
  "苏",
  "吕",
  "丁",
  "沈",
  "任",
  "姚",
  "卢",
] as const;

const GIVEN_NAME_CHARS = [
  ..."伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超霞平刚桂兰辉玲华飞鹏建红欣宇浩然子涵梓轩一诺思雨晨阳佳怡雪梅志文博嘉晓东海燕凯琳瑶婷俊",
];

const PHONE_PREFIXES = [
  "130",
  "131",
  "132",
  "135",
  "136",
  "137",
  "138",
  "139",
  "150",
  "151",
  "152",
  "155",
  "156",
  "157",
  "158",
  "159",
  "166",
  "176",
  "177",
  "178",
  "180",
  "181",
  "182",
  "183",
  "185",
  "186",
  "187",
  "188",
  "189",
  "191",
  "198",
  "199",
] as const;

/** Area codes of a few county-level districts, for the first six digits of an ID number. */
const ID_REGION_CODES = [
  "110105",
  "310104",
  "440106",
  "330106",
  "320102",
  "510107",
  "420106",
  "430104",
  "610113",
];

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = "10X98765432";

/**
 * A unique phone per user index: the last 8 digits are an affine bijection of the index
 * modulo 10^8 (the multiplier is coprime to 10), so no two indexes below 10^8 collide.
 */
export function seedPhone(index: number): string {
  const prefix = PHONE_PREFIXES[index % PHONE_PREFIXES.length] as string;
  const suffix = (index * 48_271 + 12_345_677) % 100_000_000;
  return prefix + String(suffix).padStart(8, "0");
}

export function inventNickname(rng: Rng): string {
  const style = rng.int(0, 9);
  if (style < 5) return rng.pick(NICKNAME_ADJECTIVES) + rng.pick(NICKNAME_NOUNS);
  if (style < 8) return rng.pick(NICKNAME_NOUNS) + String(rng.int(10, 9999));
  return `用户${String(rng.int(100000, 999999))}`;
}

export function inventRealName(rng: Rng): string {
  const given = rng.chance(0.6)
    ? rng.pick(GIVEN_NAME_CHARS) + rng.pick(GIVEN_NAME_CHARS)
    : rng.pick(GIVEN_NAME_CHARS);
  return rng.pick(SURNAMES) + given;
}

export function inventSurname(rng: Rng): string {
  return rng.pick(SURNAMES);
}

/** An 18-digit mainland ID number with a valid birth date and check character. */
export function inventIdCard(rng: Rng): string {
  const birth = new Date(Date.UTC(rng.int(1965, 2004), rng.int(0, 11), rng.int(1, 28)));
  const date =
    String(birth.getUTCFullYear()) +
    String(birth.getUTCMonth() + 1).padStart(2, "0") +
    String(birth.getUTCDate()).padStart(2, "0");
  const body = rng.pick(ID_REGION_CODES) + date + String(rng.int(0, 999)).padStart(3, "0");
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * (ID_WEIGHTS[i] as number);
  return body + ID_CHECK_CHARS[sum % 11];
}
