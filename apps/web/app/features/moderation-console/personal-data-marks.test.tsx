import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PersonalDataAlert, PersonalDataText } from "./personal-data-marks";

describe("personal data marked for the moderator", () => {
  it("marks each piece with its kind and keeps the text around it", () => {
    const { container } = render(<PersonalDataText text="联系电话13712345678，身份证11010519491231002X。" />);
    const marks = [...container.querySelectorAll("mark")].map((mark) => [
      mark.dataset.personalData,
      mark.textContent,
    ]);
    expect(marks).toEqual([
      ["mobile", "13712345678"],
      ["id_card", "11010519491231002X"],
    ]);
    expect(container.textContent).toBe("联系电话13712345678，身份证11010519491231002X。");
  });

  it("leaves text without personal data unmarked and says nothing", () => {
    const { container } = render(
      <>
        <PersonalDataText text="订单金额￥1299.00，2026-03-15 下单" />
        <PersonalDataAlert texts={["订单金额￥1299.00"]} />
      </>,
    );
    expect(container.querySelector("mark")).toBeNull();
    expect(container.querySelector("[role=alert]")).toBeNull();
  });

  it("counts what every text holds", () => {
    const { getByRole } = render(
      <PersonalDataAlert texts={["电话13712345678", "再打13812348888，邮箱a@b.cn"]} />,
    );
    expect(getByRole("alert").textContent).toContain("手机号 2 处，电子邮箱 1 处");
  });
});
