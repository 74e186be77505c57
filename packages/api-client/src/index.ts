export {
  type ApiEnvelope,
  ApiPageError,
  ApiResultError,
  type RandomItem,
  type RetryLater,
} from "./api-error";
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiHooks,
  type ApiResult,
  createApiClient,
  type RequestInput,
  type ToastKind,
} from "./create-api-client";
