import { ApiPageError, type ApiResult, type RequestInput } from "@tousu/api-client";
import type { Contract, ContractData } from "@tousu/contracts";
import { ResultCode } from "@tousu/domain";
import { App } from "antd";
import { useCallback } from "react";
import { useApi } from "../session/api-context";
import { endSession, forgetToken } from "../session/end-session";

type Send<C extends Contract> = (contract: C, input: RequestInput<C>) => Promise<ApiResult<ContractData<C>>>;

/**
 * Runs a back-office mutation and reports a refusal with Ant Design's message rather than the site's toast,
 * so it shows where the operator is looking. The error catalogue (docs/product/errors.md#body-codes) still holds for the session: 401 logs out and
 * 403 forgets the token. Answers the data, or null when the server refused.
 */
export function useBackofficeAction() {
  const loadApi = useApi();
  const { message } = App.useApp();
  return useCallback(
    async <C extends Contract>(contract: C, input: RequestInput<C>): Promise<ContractData<C> | null> => {
      try {
        const api = await loadApi();
        const send = api.request as Send<C>;
        const result = await send(contract, { ...input, quiet: true });
        if (result.ok) return result.data;
        if (result.code === ResultCode.Unauthorized) endSession();
        if (result.code === ResultCode.Forbidden) forgetToken();
        message.error(result.msg || "操作失败，请稍后重试");
      } catch (error) {
        message.error(error instanceof ApiPageError ? error.message : "网络异常，请稍后重试");
      }
      return null;
    },
    [loadApi, message],
  );
}
