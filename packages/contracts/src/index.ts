import { config, locales } from "zod";

// Messages users read are Chinese (DEVELOPERS.md); contracts set their own where the
// wording matters, and zod's Chinese locale covers every other rule.
config(locales.zhCN());

export * from "./article";
export * from "./auth";
export * from "./brand";
export * from "./common";
export * from "./complaint";
export * from "./define-contract";
export * from "./shared";
export * from "./tracking";
export * from "./user";
