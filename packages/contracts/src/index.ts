export * from "./article";
export * from "./auth";
export * from "./brand";
export * from "./brand-lookup";
export * from "./common";
export * from "./complaint";
export * from "./complaint-filing";
export * from "./define-contract";
export * from "./identity";
export * from "./llm";
export * from "./shared";
export * from "./taxonomy";
export * from "./tracking";
export * from "./upload";
export * from "./user";
export * from "./user-complaint";
/** The configured zod (Chinese messages, CSP-safe in browsers): build schemas with this one. */
export { z } from "./zod";
