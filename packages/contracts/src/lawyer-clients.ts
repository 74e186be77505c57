import { defineContract } from "./define-contract";
import { idParam, idSchema, isoDateTime } from "./shared";
import { z } from "./zod";

// The enterprises a lawyer declares they act for: the conflict check keeps such a lawyer from
// taking a consumer's complaint against them (docs/decisions/055-lawyer-enterprise-clients.md).

const TAGS = ["lawyer"] as const;

/** How many enterprises one lawyer may declare: a counsel's standing clients, not a client list. */
export const LAWYER_CLIENTS_MAX = 30;
export const LAWYER_CLIENTS_MAX_MESSAGE = `最多登记${LAWYER_CLIENTS_MAX}家代理企业，请先移除不再代理的企业`;

export const lawyerEnterpriseClient = z.object({
  enterprise_id: z.number().int(),
  name: z.string(),
  /** A few of the enterprise's brands, so the lawyer recognises it. */
  brands: z.array(z.string()),
  declared_at: isoDateTime,
});
export type LawyerEnterpriseClient = z.infer<typeof lawyerEnterpriseClient>;

const clientList = z.object({ list: z.array(lawyerEnterpriseClient) });

export const listOwnLawyerClients = defineContract({
  method: "GET",
  path: "/account/clients",
  service: "lawyer",
  summary: "我登记的代理企业（与其有利益冲突，不能接受针对它们的委托）",
  tags: TAGS,
  auth: "required",
  data: clientList,
});

export const addOwnLawyerClient = defineContract({
  method: "POST",
  path: "/account/clients",
  service: "lawyer",
  summary: "登记代理企业（按品牌查找其所属企业）",
  tags: TAGS,
  auth: "required",
  body: z.object({ brand_id: idSchema("请选择企业的品牌") }),
  data: clientList,
});

export const removeOwnLawyerClient = defineContract({
  method: "DELETE",
  path: "/account/clients/:id",
  service: "lawyer",
  summary: "移除代理企业",
  tags: TAGS,
  auth: "required",
  params: idParam,
  data: clientList,
});
