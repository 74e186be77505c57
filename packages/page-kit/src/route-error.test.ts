import { ApiResultError } from "@tousu/api-client";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { loadOrThrow, retryAfterOfError } from "./route-error";

const thrownBy = (error: unknown) =>
  loadOrThrow(async () => {
    throw error;
  }).catch((thrown: unknown) => thrown);

describe("a loader's API refusal as the page's error", () => {
  it("keeps the status and Retry-After of a refusal to come back later, with its message", async () => {
    const refusal = new ApiResultError(
      { code: 400, msg: "海报生成繁忙，请稍后再试", data: null },
      { status: 503, retryAfterSeconds: 5 },
    );
    const thrown = (await thrownBy(refusal)) as { type: string; data: unknown; init: ResponseInit };
    expect(thrown.data).toEqual({ message: "海报生成繁忙，请稍后再试" });
    expect(thrown.init.status).toBe(503);
    expect(new Headers(thrown.init.headers).get("retry-after")).toBe("5");
    const headers = retryAfterOfError({
      errorHeaders: new Headers(thrown.init.headers),
    } as Parameters<typeof retryAfterOfError>[0]);
    expect(new Headers(headers).get("retry-after")).toBe("5");
  });

  it("answers any other refusal with its body code", async () => {
    const thrown = (await thrownBy(new ApiResultError({ code: 403, msg: "没有权限", data: null }))) as {
      init: ResponseInit;
    };
    expect(thrown.init.status).toBe(403);
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});
