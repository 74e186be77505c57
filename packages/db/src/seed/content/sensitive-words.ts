// A short starter list of what floods a complaint site: gambling and fraud ads, illegal
// trades, off-platform contact touts and paid posting, and plain abuse. Blocked words refuse the text;
// review words let it through flagged for a moderator. Moderators keep the real list in the
// sensitive_words table.
export const SENSITIVE_WORDS: readonly (readonly [word: string, level: "block" | "review"])[] = [
  ["网络赌场", "block"],
  ["网赌平台", "block"],
  ["百家乐代理", "block"],
  ["时时彩包赢", "block"],
  ["刷单返利", "block"],
  ["信用卡套现", "block"],
  ["贷款包过", "block"],
  ["代办假证", "block"],
  ["出售公民信息", "block"],
  ["代考包过", "block"],
  ["加微信", "review"],
  ["加vx", "review"],
  ["私聊返现", "review"],
  ["代写投诉", "review"],
  ["有偿删帖", "review"],
  ["脑残", "review"],
  ["人渣", "review"],
];
