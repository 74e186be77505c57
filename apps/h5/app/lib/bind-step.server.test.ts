import { ApiResultError } from "@tousu/api-client";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { bindStepOf } from "./bind-step.server";

const context = {
  publicConfig: { siteOrigin: "https://www.example-tousu.cn", mobileOrigin: "https://m.example-tousu.cn" },
} as AppLoadContext;

describe("bindStepOf", () => {
  it("sends a write answered 402 to the bind step, its token in an HttpOnly cookie and not in the address", () => {
    const refused = new ApiResultError({
      code: 402,
      msg: "请先绑定手机号",
      data: { access_token: "bind.token-1" },
    });
    const response = bindStepOf(refused, "/pages/complaint/details?id=7", context);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(
      "/pages/login/bind?redirect=%2Fpages%2Fcomplaint%2Fdetails%3Fid%3D7",
    );
    expect(response?.headers.get("set-cookie")).toBe(
      "bind-token=bind.token-1; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("leaves every other failure to the page", () => {
    expect(
      bindStepOf(new ApiResultError({ code: 400, msg: "内容不能为空", data: null }), "/", context),
    ).toBeNull();
    expect(bindStepOf(new Error("network"), "/", context)).toBeNull();
  });
});
