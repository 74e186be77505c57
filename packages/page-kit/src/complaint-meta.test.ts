import { describe, expect, it } from "vitest";
import { describeComplaint } from "./complaint-meta";

describe("describeComplaint", () => {
  it("titles the page with the complaint and its brand and describes it by its first 100 characters", () => {
    const content = `${"商".repeat(99)}家\n\n拒绝退款`;
    const [title, description] = describeComplaint({
      title: "买到假货",
      content,
      brand: { id: 1, name: "某商城", logo: "" },
      custom_brand_name: null,
    });
    expect(title).toBe("买到假货_某商城");
    expect(description).toBe(`${"商".repeat(99)}家…`);
  });

  it("uses a custom brand name and keeps short content whole", () => {
    expect(
      describeComplaint({ title: "T", content: " 短 内容 ", brand: null, custom_brand_name: "小店" }),
    ).toEqual(["T_小店", "短 内容"]);
    expect(describeComplaint({ title: "T", content: "x", brand: null, custom_brand_name: null })[0]).toBe(
      "T",
    );
  });
});
