import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RadioCards } from "./radio-cards";

const options = [
  { code: "abuse", label: "辱骂攻击" },
  { code: "other", label: "其他" },
] as const;

describe("RadioCards", () => {
  it("offers each option as a radio of the named group and reports the one picked", () => {
    const onChange = vi.fn();
    render(
      <RadioCards
        legend="举报理由"
        name="report-reason"
        options={options}
        value="abuse"
        onChange={onChange}
        columnsClass="grid-cols-2"
      />,
    );
    const group = screen.getByRole("group", { name: "举报理由" });
    expect((screen.getByRole("radio", { name: "辱骂攻击" }) as HTMLInputElement).checked).toBe(true);
    expect(group.getAttribute("aria-describedby")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "其他" }));
    expect(onChange).toHaveBeenCalledWith("other");
  });

  it("ties its error to the group", () => {
    render(
      <RadioCards
        legend="举报理由"
        name="report-reason"
        options={options}
        value={null}
        onChange={() => {}}
        error="请选择举报理由"
        columnsClass="grid-cols-2"
      />,
    );
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe("请选择举报理由");
    expect(screen.getByRole("group", { name: "举报理由" }).getAttribute("aria-describedby")).toBe(error.id);
  });
});
