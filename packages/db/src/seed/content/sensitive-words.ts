// A deliberately short starter list (issue 3): invented placeholders for plain abuse, plus the
// spam that really floods complaint sites — gambling ads and off-platform contact touts.
// Moderators maintain the real list in the sensitive_words table.
export const SENSITIVE_WORDS: readonly (readonly [word: string, level: "block" | "review"])[] = [
  ["违禁测试词", "block"],
  ["脏话占位词", "block"],
  ["网络赌场", "block"],
  ["百家乐代理", "block"],
  ["时时彩包赢", "block"],
  ["加微信", "review"],
  ["加vx", "review"],
  ["私聊返现", "review"],
  ["代写投诉", "review"],
];
