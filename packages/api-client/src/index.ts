export { type ApiEnvelope, ApiPageError, ApiResultError, type RandomItem } from "./api-error";
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiHooks,
  type ApiResult,
  createApiClient,
  type RequestInput,
  type ToastKind,
} from "./create-api-client";
