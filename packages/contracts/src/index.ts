export * from "./article";
export * from "./auth";
export * from "./brand";
export * from "./common";
export * from "./complaint";
export * from "./define-contract";
export * from "./shared";
export * from "./tracking";
export * from "./user";
/** The configured zod (Chinese messages, CSP-safe in browsers): build schemas with this one. */
export { z } from "./zod";
