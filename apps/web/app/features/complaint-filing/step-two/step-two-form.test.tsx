import { screen, within } from "@testing-library/react";
import { SENSITIVE_WORD_MESSAGE } from "@tousu/contracts";
import { decryptContent } from "@tousu/domain/content-cipher";
import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { beforeEach, describe, expect, it } from "vitest";
import { useUserStore } from "../../../shared/session/user-store";
import {
  type ApiAnswer,
  descriptionOf,
  renderWithApi,
  testPublicConfig,
} from "../../../testing/render-with-api";
import { StepTwoForm } from "./step-two-form";

const TITLE = "空调退款二十天仍未到账";
const CONTENT = "三月在官方旗舰店下单购买空调，商家同意退款后二十天仍未到账，客服一直推脱不给答复。";
const PHONE = "13800138000";
const CODE = "123456";

// The refusals apps/api's fileComplaint answers, as its error handler sends them.
const DUPLICATE: ApiAnswer = {
  code: 201,
  msg: "您在24小时内已提交过相似投诉，请勿重复提交",
  data: { duplicate_id: 41, collective: { id: 7, title: "某某电器退款难集体投诉" } },
};
const blockedWords = (words: string[]): ApiAnswer => ({
  code: 400,
  msg: SENSITIVE_WORD_MESSAGE,
  data: { words },
});
const WRONG_CODE: ApiAnswer = { code: 400, msg: "验证码错误，还可尝试4次", data: null };

/** A visitor's draft with step one done and step two typed, as the persisted draft holds it. */
function typeDraft() {
  const draft = useDraftStore.getState();
  draft.clear();
  draft.update({
    brand: { id: 9, name: "某某电器" },
    subtype_id: 5,
    problems: { selected: [2], list: [{ id: 2, name: "退款不到账" }] },
    appeals: { selected: [1], list: [{ id: 1, name: "退款" }] },
    title: TITLE,
    content: CONTENT,
    real_name: "张三",
  });
}

/** Renders the form for a visitor, types the phone and code, and submits with the server answering `answer`. */
async function submitAnswered(answer: ApiAnswer) {
  const rendered = renderWithApi(<StepTwoForm />, { "POST /v2/complaint/submit": answer });
  const { user } = rendered;
  await user.type(await screen.findByRole("textbox", { name: "手机号" }), PHONE);
  await user.type(screen.getByRole("textbox", { name: "短信验证码" }), CODE);
  await user.click(screen.getByRole("button", { name: "提交投诉" }));
  await screen.findAllByText(answer.msg);
  return rendered;
}

function fields() {
  return {
    title: screen.getByRole("textbox", { name: "投诉标题" }) as HTMLInputElement,
    content: screen.getByRole("textbox", { name: "投诉内容" }) as HTMLTextAreaElement,
    realName: screen.getByRole("textbox", { name: "真实姓名" }) as HTMLInputElement,
    phone: screen.getByRole("textbox", { name: "手机号" }) as HTMLInputElement,
    code: screen.getByRole("textbox", { name: "短信验证码" }) as HTMLInputElement,
  };
}

/** The box above the submit button that explains a refused submission. */
function submitNotice(): HTMLElement | null {
  return (
    screen
      .queryByRole("button", { name: "提交投诉" })
      ?.closest("form")
      ?.querySelector<HTMLElement>(":scope > [role=alert]") ?? null
  );
}

describe("StepTwoForm, refused submissions", () => {
  beforeEach(() => {
    useUserStore.getState().setToken(null);
    typeDraft();
  });

  it("sends what the visitor typed", async () => {
    const { sent } = await submitAnswered(WRONG_CODE);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: TITLE, phone: PHONE, send_sms: CODE, real_name: "张三" });
    expect(decryptContent(String(body.content), testPublicConfig.contentAesKey)).toBe(CONTENT);
  });

  it("explains a duplicate above the button, links it and offers its collective; the spent code is cleared", async () => {
    await submitAnswered(DUPLICATE);
    const notice = submitNotice();
    expect(notice?.textContent).toContain(DUPLICATE.msg);
    expect(
      within(notice as HTMLElement)
        .getByRole("link", { name: "查看已提交的投诉" })
        .getAttribute("href"),
    ).toBe("/tousu/41");
    expect(within(notice as HTMLElement).getByRole("button", { name: "加入集体投诉" })).toBeTruthy();

    const { title, content, realName, phone, code } = fields();
    for (const field of [title, content, realName, phone, code])
      expect(descriptionOf(field)).not.toContain(DUPLICATE.msg);
    expect(code.value).toBe("");
    expect([title.value, content.value, realName.value, phone.value]).toEqual([
      TITLE,
      CONTENT,
      "张三",
      PHONE,
    ]);
    expect(useDraftStore.getState()).toMatchObject({ title: TITLE, content: CONTENT, isSubmitting: false });
  });

  it("puts blocked words of the content beside the content box and marks them, keeping every field", async () => {
    await submitAnswered(blockedWords(["推脱"]));
    const { title, content, realName, phone, code } = fields();
    expect(descriptionOf(content)).toContain(SENSITIVE_WORD_MESSAGE);
    expect(descriptionOf(title)).not.toContain(SENSITIVE_WORD_MESSAGE);
    expect(document.activeElement).toBe(content);
    const notice = submitNotice() as HTMLElement;
    expect(within(notice).getByText("推脱").tagName).toBe("MARK");
    expect(screen.getByText("违规词语在内容中的位置：")).toBeTruthy();
    expect([title.value, content.value, realName.value, phone.value, code.value]).toEqual([
      TITLE,
      CONTENT,
      "张三",
      PHONE,
      CODE,
    ]);
  });

  it("puts blocked words of the title beside the title box", async () => {
    await submitAnswered(blockedWords(["空调"]));
    const { title, content } = fields();
    expect(descriptionOf(title)).toContain(SENSITIVE_WORD_MESSAGE);
    expect(descriptionOf(content)).not.toContain(SENSITIVE_WORD_MESSAGE);
    expect(document.activeElement).toBe(title);
  });

  it("puts a wrong SMS code beside the code box, not above the button, keeping the code typed", async () => {
    await submitAnswered(WRONG_CODE);
    const { title, content, phone, code } = fields();
    expect(descriptionOf(code)).toBe(WRONG_CODE.msg);
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(code);
    expect(submitNotice()).toBeNull();
    expect([title.value, content.value, phone.value, code.value]).toEqual([TITLE, CONTENT, PHONE, CODE]);
  });
});
