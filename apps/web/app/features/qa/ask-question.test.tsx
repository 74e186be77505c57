import { screen } from "@testing-library/react";
import { QA_TITLE_MESSAGE } from "@tousu/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { renderWithApi } from "../../testing/render-with-api";
import { AskQuestion } from "./ask-question";
import { logIn, resetViewer } from "./qa-fixtures";

const categories = [
  { id: 3, name: "网购纠纷", question_count: 12 },
  { id: 4, name: "售后维修", question_count: 5 },
];

/** The form is fetched when first opened: a bound for a loaded machine, not a speed target. */
function findLazyForm() {
  return screen.findByRole("textbox", { name: "问题标题" }, { timeout: 10_000 });
}

describe("AskQuestion", () => {
  beforeEach(resetViewer);

  it("asks a visitor to log in instead of opening the form", async () => {
    const { user, sent } = renderWithApi(<AskQuestion categories={categories} />, {});
    await user.click(await screen.findByRole("button", { name: "我要提问" }));
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, loginMode: "login" });
    expect(screen.queryByRole("form", { name: "我要提问" })).toBeNull();
    expect(sent).toEqual([]);
  });

  it("checks the title's length before sending anything", async () => {
    logIn();
    const { user, sent } = renderWithApi(<AskQuestion categories={categories} defaultCategoryId={3} />, {});
    await user.click(await screen.findByRole("button", { name: "我要提问" }));
    await user.type(await findLazyForm(), "退款");
    await user.type(screen.getByRole("textbox", { name: "问题描述" }), "商家收到退货后一直不退款，怎么办");
    await user.click(screen.getByRole("button", { name: "提交问题" }));
    expect(await screen.findByText(QA_TITLE_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends title, text and category, and opens the bind-mobile dialog when the server answers 402", async () => {
    logIn();
    const { user, sent } = renderWithApi(<AskQuestion categories={categories} />, {
      "POST /qa/question": { code: 402, msg: "请先绑定手机号", data: null },
    });
    await user.click(await screen.findByRole("button", { name: "我要提问" }));
    await user.type(await findLazyForm(), "快递丢件商家不认账怎么办");
    await user.type(
      screen.getByRole("textbox", { name: "问题描述" }),
      "快递显示签收但我没收到，商家让我找快递",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "问题分类" }), "4");
    await user.click(screen.getByRole("button", { name: "提交问题" }));

    // The first write fetches the API client and the contracts: a bound for a loaded machine, not a speed target.
    await expect
      .poll(() => useAppStore.getState(), { timeout: 10_000 })
      .toMatchObject({ showLogin: true, loginMode: "bind" });
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/qa/question",
        body: {
          title: "快递丢件商家不认账怎么办",
          content: "快递显示签收但我没收到，商家让我找快递",
          category_id: 4,
        },
      },
    ]);
    // The form stays, with what was typed, for after the phone is bound.
    expect(screen.getByRole("textbox", { name: "问题标题" })).toHaveProperty(
      "value",
      "快递丢件商家不认账怎么办",
    );
  });
});
