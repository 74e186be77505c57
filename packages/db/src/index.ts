export * from "./admin";
export * from "./aggregates";
export * from "./brand-pinyin";
export * from "./client";
export * from "./embedded";
export * from "./migrate";
export * from "./pii";
export * as schema from "./schema";
export * from "./search-tokens";
