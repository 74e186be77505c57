import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../../ui/toast";
import { sendFromDialog } from "./send-from-dialog";

// Test files share their worker's modules (decision 070): this file imports its modules afresh, so
// the toast it replaces is the one they call.
vi.hoisted(() => vi.resetModules());
vi.mock("../../ui/toast", () => ({ showToast: vi.fn() }));

describe("sendFromDialog", () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it("answers true and toasts the success message when the send goes through", async () => {
    await expect(sendFromDialog(async () => ({ id: 1 }), "已提交")).resolves.toBe(true);
    expect(showToast).toHaveBeenCalledWith("success", "已提交", expect.any(Number));
  });

  it("answers false without a second toast when the server refused (the API client showed it)", async () => {
    const refusal = new ApiResultError({ code: 400, msg: "反馈内容至少5个字", data: null });
    await expect(sendFromDialog(() => Promise.reject(refusal), "已提交")).resolves.toBe(false);
    expect(showToast).not.toHaveBeenCalled();
  });

  it("answers false and toasts a page-level failure, which nothing else shows over a dialog", async () => {
    const failure = new ApiPageError({ status: 500, message: "服务器开小差了" });
    await expect(sendFromDialog(() => Promise.reject(failure), "已提交")).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledWith("error", "服务器开小差了", expect.any(Number));
  });

  it("lets a programming error through instead of hiding it", async () => {
    await expect(sendFromDialog(() => Promise.reject(new TypeError("boom")), "已提交")).rejects.toThrow(
      "boom",
    );
  });
});
