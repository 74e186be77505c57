// "Other" buckets are not real categories, and both spellings occur in the data
// (docs/product/entities.md#category-lists).
const OTHER_CATEGORY_NAMES = new Set(["其他", "其它"]);

/** Drops categories without a name or named 其他/其它. */
export function filterCategoryList<T extends { name?: string | null }>(items: T[]): T[] {
  return items.filter((item) => {
    const name = item.name?.trim();
    return !!name && !OTHER_CATEGORY_NAMES.has(name);
  });
}
