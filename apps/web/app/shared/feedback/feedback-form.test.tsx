import { screen } from "@testing-library/react";
import { VIP_FEEDBACK_PRIORITY_THANKS } from "@tousu/page-kit/vip-texts";
import { describe, expect, it, vi } from "vitest";
import { type ApiAnswer, renderWithApi } from "../../testing/render-with-api";
import { Toaster } from "../../ui/toast";
import { FeedbackForm } from "./feedback-form";

const ok = (data: unknown): ApiAnswer => ({ code: 200, msg: "ok", data });

async function send(priority: boolean) {
  const onDone = vi.fn();
  const { user } = renderWithApi(
    <>
      <FeedbackForm onDone={onDone} />
      <Toaster />
    </>,
    { "POST /feedback": ok({ id: 7, priority }) },
  );
  await user.type(await screen.findByRole("textbox", { name: /反馈内容/ }), "页面加载有点慢，希望优化");
  await user.click(screen.getByRole("button", { name: /提交/ }));
  await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
}

describe("FeedbackForm", () => {
  // First: the toasts are one store for the file, and a member's would still be showing.
  it("thanks anyone else without promising priority", async () => {
    await send(false);
    await screen.findByText("感谢你的反馈，我们会认真查看");
    expect(screen.queryByText(VIP_FEEDBACK_PRIORITY_THANKS)).toBeNull();
  });

  it("tells a member their feedback is handled first", async () => {
    await send(true);
    await screen.findByText(VIP_FEEDBACK_PRIORITY_THANKS);
  });
});
