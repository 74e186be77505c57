import { describe, expect, it } from "vitest";
import { getHotBrands } from "./brand";
import { getBrandList } from "./brand-lookup";
import { createAdminCollective } from "./collective";
import { companyComplaintFilters, createBrandClaim } from "./company-portal";
import { getHotComplaints, randomQuery } from "./complaint";
import { submitComplaint } from "./complaint-filing";
import { appealComplaint, closeComplaintByModerator } from "./complaint-lifecycle";
import { generateComplaintTitle } from "./llm";
import {
  addSensitiveWord,
  approveComment,
  createAdminEnterprise,
  hideComplaint,
  listAdminBrands,
  updateAdminBrand,
} from "./moderation-console";
import { editUser } from "./user";
import type { z } from "./zod";

// The limits are domain constants; the messages built from them must read as they always have.
const messageOf = (schema: z.ZodType | undefined, value: unknown) =>
  schema?.safeParse(value).error?.issues[0]?.message;
const text = (length: number) => "字".repeat(length);

describe("length limits of the staff's and the companies' texts", () => {
  it("a staff reason, note and close explanation", () => {
    expect(messageOf(hideComplaint.body, { reason: text(1) })).toBe("操作原因至少2个字");
    expect(messageOf(hideComplaint.body, { reason: text(201) })).toBe("操作原因不能超过200个字");
    expect(messageOf(approveComment.body, { note: text(501) })).toBe("备注不能超过500个字");
    expect(approveComment.body?.safeParse({ note: text(500) }).success).toBe(true);
    const close = (note: string) => ({ reason: "duplicate", note });
    expect(messageOf(closeComplaintByModerator.body, close(text(1)))).toBe("关闭说明至少2个字");
    expect(messageOf(closeComplaintByModerator.body, close(text(501)))).toBe("关闭说明不能超过500个字");
  });

  it("a brand, an enterprise, a sensitive word and a list's keyword", () => {
    const brand = (fields: object) => ({ industry: "家电", enterprise_id: null, ...fields });
    expect(messageOf(updateAdminBrand.body, brand({ name: text(31) }))).toBe("品牌名称不能超过30个字");
    expect(messageOf(updateAdminBrand.body, brand({ industry: text(21) }))).toBe("所属行业不能超过20个字");
    expect(messageOf(updateAdminBrand.body, brand({ description: text(501) }))).toBe(
      "品牌简介不能超过500个字",
    );
    const enterprise = (fields: object) => ({
      name: "晨曦科技有限公司",
      credit_code: "91330100MA27XYHW51",
      ...fields,
    });
    expect(messageOf(createAdminEnterprise.body, enterprise({ name: text(1) }))).toBe("企业名称至少2个字");
    expect(messageOf(createAdminEnterprise.body, enterprise({ name: text(61) }))).toBe(
      "企业名称不能超过60个字",
    );
    expect(messageOf(createAdminEnterprise.body, enterprise({ description: text(501) }))).toBe(
      "企业简介不能超过500个字",
    );
    expect(messageOf(createAdminEnterprise.body, enterprise({ credit_code: "123" }))).toBe(
      "请填写18位有效的统一社会信用代码",
    );
    expect(messageOf(addSensitiveWord.body, { word: " ", level: "block" })).toBe("请填写敏感词");
    expect(messageOf(addSensitiveWord.body, { word: text(31), level: "block" })).toBe("敏感词不能超过30个字");
    expect(messageOf(listAdminBrands.query, { keyword: text(51) })).toBe("关键词不能超过50个字");
    expect(messageOf(companyComplaintFilters, { keyword: text(51) })).toBe("关键词不能超过50个字");
  });

  it("a brand claim's evidence, a collective's title and description, a nickname", () => {
    const claim = (evidence: string) => ({ brand_id: 1, evidence });
    expect(messageOf(createBrandClaim.body, claim(text(9)))).toBe("认领依据至少10个字");
    expect(messageOf(createBrandClaim.body, claim(text(1001)))).toBe("认领依据不能超过1000个字");
    const collective = (fields: object) => ({
      title: text(4),
      description: text(10),
      brand_id: 1,
      ...fields,
    });
    expect(createAdminCollective.body?.safeParse(collective({})).success).toBe(true);
    expect(messageOf(createAdminCollective.body, collective({ title: text(3) }))).toBe("标题至少4个字");
    expect(messageOf(createAdminCollective.body, collective({ title: text(61) }))).toBe("标题不能超过60个字");
    expect(messageOf(createAdminCollective.body, collective({ description: text(9) }))).toBe(
      "说明至少10个字",
    );
    expect(messageOf(createAdminCollective.body, collective({ description: text(2001) }))).toBe(
      "说明不能超过2000个字",
    );
    expect(messageOf(editUser.body, { nickname: text(1) })).toBe("昵称至少2个字");
    expect(messageOf(editUser.body, { nickname: text(17) })).toBe("昵称最多16个字");
  });

  it("an attribute's value, an image's address, a page's size, a short list and a brand's name", () => {
    const attributes = [{ attribute_id: 1, value: text(201) }];
    expect(
      submitComplaint.body?.safeParse({ attributes }).error?.issues.map((issue) => issue.message),
    ).toContain("附加信息不能超过200个字");
    expect(messageOf(appealComplaint.body, { content: text(10), images: [`/${"a".repeat(500)}`] })).toBe(
      "图片地址无效",
    );
    expect(messageOf(getBrandList.query, { page_size: "101" })).toBe("每页数量不能超过100");
    expect(randomQuery.parse({})).toEqual({ page: 1, page_size: 100 });
    expect(messageOf(randomQuery, { page_size: "101" })).toBe("每页数量不能超过100");
    expect(messageOf(getHotBrands.query, { limit: "51" })).toBe("数量不能超过50");
    expect(messageOf(getHotComplaints.query, { limit: "51" })).toBe("数量不能超过50");
    expect(messageOf(getBrandList.query, { industry: text(21) })).toBe("行业名称过长");
    expect(
      messageOf(generateComplaintTitle.body, { brand_name: text(31), problems: ["质量"], content: text(20) }),
    ).toBe("品牌名称不能超过30个字");
  });
});
