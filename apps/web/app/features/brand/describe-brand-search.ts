import type { RemoteOptions } from "../../ui/combobox";

/**
 * The line a brand combobox's popup shows instead of options: failed, searching, nothing found.
 * A single character finds little (brand names are words), so the user is asked for more.
 */
export function describeBrandSearch(
  status: RemoteOptions<unknown>["status"],
  optionCount: number,
  keyword: string,
): string | null {
  if (status === "failed") return "搜索失败，请稍后重试";
  if (optionCount > 0) return null;
  if (status === "searching") return "正在搜索…";
  if (status !== "done") return null;
  return [...keyword.trim()].length < 2 ? "没有找到相关品牌，请输入更完整的名称" : "没有找到相关品牌";
}
