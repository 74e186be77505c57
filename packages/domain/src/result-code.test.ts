import { describe, expect, it } from "vitest";
import {
  httpStatusForCode,
  PAGE_NOT_FOUND_MESSAGE,
  ResultCode,
  SERVER_EXCEPTION_MESSAGE,
  unknownMiddlewareMessage,
  uploadFailMessage,
} from "./result-code";

describe("httpStatusForCode", () => {
  it("answers 200 for success, warnings, silent codes and the bind-mobile instruction", () => {
    for (const code of [
      ResultCode.Ok,
      ResultCode.Warning,
      ResultCode.Silent202,
      ResultCode.Silent203,
      ResultCode.BindMobile,
    ]) {
      expect(httpStatusForCode(code)).toBe(200);
    }
  });

  it("passes the error codes through", () => {
    expect(httpStatusForCode(ResultCode.BadRequest)).toBe(400);
    expect(httpStatusForCode(ResultCode.Unauthorized)).toBe(401);
    expect(httpStatusForCode(ResultCode.Forbidden)).toBe(403);
    expect(httpStatusForCode(ResultCode.NotFound)).toBe(404);
    expect(httpStatusForCode(ResultCode.ServerError)).toBe(500);
  });

  it("treats unknown codes as 500", () => {
    expect(httpStatusForCode(418)).toBe(500);
    expect(httpStatusForCode(0)).toBe(500);
    expect(httpStatusForCode(Number.NaN)).toBe(500);
  });
});

describe("messages", () => {
  it("uses the product's wording", () => {
    expect(SERVER_EXCEPTION_MESSAGE).toBe("服务器异常");
    expect(PAGE_NOT_FOUND_MESSAGE).toBe("This page could not be found");
    expect(unknownMiddlewareMessage("auth")).toBe("Unknown middleware auth");
    expect(uploadFailMessage("https://oss.example.com/upload", 413)).toBe(
      "fail to post https://oss.example.com/upload 413",
    );
  });
});
