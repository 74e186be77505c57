import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ARTICLE_TITLE_MAX } from "@tousu/domain";
import { Form } from "antd";
import { describe, expect, it } from "vitest";
import { ArticleTitleField } from "./article-title-field";

describe("ArticleTitleField", () => {
  it("keeps the title one line that wraps, with its count below the field rather than inside it", async () => {
    const user = userEvent.setup();
    render(
      <Form initialValues={{ title: "" }}>
        <ArticleTitleField />
      </Form>,
    );
    const title = screen.getByRole("textbox", { name: "标题" });
    expect(title.tagName).toBe("TEXTAREA");
    await user.type(title, "预付卡退款{Enter}指南");
    expect((title as HTMLTextAreaElement).value).toBe("预付卡退款指南");
    const count = screen.getByText(`7 / ${ARTICLE_TITLE_MAX}`);
    expect(title.contains(count)).toBe(false);
    // The count antd draws below a text area, not the suffix it puts inside a one-line input.
    expect(count.classList.contains("ant-input-data-count")).toBe(true);
  });
});
