import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { LawyerApplicationForm } from "./lawyer-application-form";

const PHOTO_URL = "/uploads/complaint/2026/licence.jpg";
const APPLIED = {
  status: "pending",
  license_no: "13301201510234567",
  law_firm: "杭州澄衡律师事务所",
  city: "杭州市",
  practice_areas: ["consumer", "ecommerce"],
  practice_since_year: 2015,
  introduction: "执业十年，专注消费者权益保护与电子商务纠纷，熟悉平台规则与诉讼程序。",
  accepting_cases: true,
  member_discount: null,
  refusal_reason: null,
  applied_at: "2026-06-01T04:00:00.000Z",
  verified_at: null,
  recheck_due_at: null,
};

async function fillIn(user: ReturnType<typeof renderWithApi>["user"], introduction: string) {
  await user.type(await screen.findByLabelText(/执业证号/), "1330 1201 5102 34567");
  await user.type(screen.getByLabelText(/执业机构/), "杭州澄衡律师事务所");
  await user.selectOptions(screen.getByLabelText(/执业城市/), "杭州市");
  await user.type(screen.getByLabelText(/首次执业年份/), "2015");
  await user.click(screen.getByRole("checkbox", { name: "消费维权" }));
  await user.click(screen.getByRole("checkbox", { name: "电子商务" }));
  await user.upload(
    screen.getByLabelText(/执业证照片/),
    new File(["x"], "licence.jpg", { type: "image/jpeg" }),
  );
  await user.type(screen.getByLabelText(/个人简介/), introduction);
}

describe("LawyerApplicationForm", () => {
  it("names the advertising rule a claim breaks and sends nothing", async () => {
    const onApplied = vi.fn();
    const { user, sent } = renderWithApi(
      <LawyerApplicationForm onApplied={onApplied} upload={async () => PHOTO_URL} />,
      {},
    );
    await fillIn(user, "胜诉率高达95%，专注消费者权益保护与电子商务纠纷。");
    await user.click(screen.getByRole("button", { name: "提交入驻申请" }));
    expect(await screen.findByText("内容不符合律师执业广告规则：不得宣传胜诉率、成功率")).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onApplied).not.toHaveBeenCalled();
  });

  it("asks for every required fact before sending", async () => {
    const { user, sent } = renderWithApi(
      <LawyerApplicationForm onApplied={vi.fn()} upload={async () => PHOTO_URL} />,
      {},
    );
    await user.click(await screen.findByRole("button", { name: "提交入驻申请" }));
    expect(await screen.findByText("请填写17位数字的律师执业证号")).toBeTruthy();
    expect(screen.getByText("请选择列表中的城市")).toBeTruthy();
    expect(screen.getByText("请选择1至5个执业领域")).toBeTruthy();
    expect(screen.getByText("请上传执业证照片")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the application with area codes and the uploaded photo", async () => {
    const onApplied = vi.fn();
    const { user, sent } = renderWithApi(
      <LawyerApplicationForm onApplied={onApplied} upload={async () => PHOTO_URL} />,
      { "POST /account/application": { code: 200, msg: "ok", data: APPLIED } },
    );
    await fillIn(user, APPLIED.introduction);
    await user.click(screen.getByRole("button", { name: "提交入驻申请" }));
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith(APPLIED));
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/account/application",
        body: {
          license_no: "13301201510234567",
          law_firm: "杭州澄衡律师事务所",
          city: "杭州市",
          practice_areas: ["consumer", "ecommerce"],
          practice_since_year: 2015,
          license_photo_url: PHOTO_URL,
          introduction: APPLIED.introduction,
        },
      },
    ]);
  });

  it("shows the server's refusal beside the form", async () => {
    const onApplied = vi.fn();
    const refusal = "该执业证号已被其他账号使用，如有疑问请联系客服";
    const { user } = renderWithApi(
      <LawyerApplicationForm onApplied={onApplied} upload={async () => PHOTO_URL} />,
      {
        "POST /account/application": { code: 400, msg: refusal, data: null },
      },
    );
    await fillIn(user, APPLIED.introduction);
    await user.click(screen.getByRole("button", { name: "提交入驻申请" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(onApplied).not.toHaveBeenCalled();
  });
});
