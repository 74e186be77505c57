import { screen } from "@testing-library/react";
import { QA_TITLE_MESSAGE } from "@tousu/domain";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { question } from "./qa-fixtures";
import { QuestionView } from "./question-view";

describe("QuestionView", () => {
  it("lets its author edit it in place: checks the title, then sends the trimmed text and closes", async () => {
    const onEdit = vi.fn(async () => true);
    const { user } = renderWithApi(
      <QuestionView
        question={question({ is_mine: true, editable_until: "2026-11-20T08:15:00.000Z" })}
        onEdit={onEdit}
        onDelete={vi.fn(async () => {})}
      />,
      {},
    );
    await user.click(await screen.findByRole("button", { name: "修改" }));
    const title = screen.getByRole("textbox", { name: "问题标题" });
    await user.clear(title);
    await user.type(title, "退款");
    await user.click(screen.getByRole("button", { name: "保存修改" }));
    expect(await screen.findByText(QA_TITLE_MESSAGE)).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();

    await user.type(title, "被拒怎么办 ");
    await user.click(screen.getByRole("button", { name: "保存修改" }));
    expect(onEdit).toHaveBeenCalledWith({
      title: "退款被拒怎么办",
      content: "商家说已拆封不退，客服也不回复。",
    });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "修改问题" })).toBeNull();
  });

  it.each([
    ["its author", true, "你的问题正在审核，审核通过后其他人才能看到和回答。"],
    ["staff reviewing it", false, "该问题正在审核，尚未公开：只有提问者和审核人员能看到。"],
  ])("tells %s that a question under review is not public yet", async (_, isMine, banner) => {
    renderWithApi(
      <QuestionView
        question={question({ status: "under_review", is_mine: isMine })}
        onEdit={vi.fn(async () => true)}
        onDelete={vi.fn(async () => {})}
      />,
      {},
    );
    expect((await screen.findByRole("status")).textContent).toBe(banner);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("审核中");
  });
});
