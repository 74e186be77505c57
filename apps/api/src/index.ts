export { type AppDependencies, buildApp, SERVICE_PREFIXES } from "./app";
export { type Config, ConfigError, loadConfig } from "./config";
export { AppError } from "./lib/app-error";
export type { CacheInvalidation } from "./lib/cache-invalidations";
export { namedLimit } from "./lib/rate-limit-keys";
export type { CacheLookups } from "./lib/read-through-cache";
export { scheduleMissingDeadlineJobs } from "./modules/complaint-lifecycle";
export { byOutcome, type NodeMetrics } from "./plugins/metrics";
export type { Providers } from "./providers";
export {
  createMemorySmsProvider,
  type SmsMessage,
  type SmsProvider,
} from "./providers/sms/sms-provider";
