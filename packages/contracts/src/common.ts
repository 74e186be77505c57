import { defineContract } from "./define-contract";
import { idSchema, isoDateTime, pageOf } from "./shared";
import { z } from "./zod";

const tags = ["common"] as const;

export const SYSTEM_CONFIG_MENU_NAMES = [
  "default_user_avatar",
  "default_brand_logo",
  "default_platform_logo",
] as const;

export const getSystemConfigDetail = defineContract({
  method: "GET",
  path: "/common/system_config/detail",
  service: "main",
  summary: "系统配置项",
  tags,
  auth: "none",
  query: z.object({
    menu_name: z.enum(SYSTEM_CONFIG_MENU_NAMES, { message: "不支持的配置项" }),
  }),
  data: z.object({ menu_name: z.string(), value: z.string() }),
});

export interface CityNode {
  id: number;
  name: string;
  children: CityNode[];
}
const cityNode: z.ZodType<CityNode> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), children: z.array(cityNode) }),
);

export const getCityList = defineContract({
  method: "GET",
  path: "/common/city_list",
  service: "main",
  summary: "省市列表（树形）",
  tags,
  auth: "none",
  data: z.array(cityNode),
});

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  link_url: z.string().nullable(),
  is_pinned: z.boolean(),
  published_at: z.string(),
});

export const getSystemNotice = defineContract({
  method: "GET",
  path: "/common/systemNotice",
  service: "main",
  summary: "平台公告",
  tags,
  auth: "none",
  data: z.array(notice),
});

/** How many notices `/static/notice` shows on one page. */
export const NOTICE_PAGE_SIZE = 20;

export const getNoticeList = defineContract({
  method: "GET",
  path: "/common/notice/list",
  service: "main",
  summary: "全部平台公告（含正文，最新在前，分页；给出 id 时返回该公告所在的一页）",
  tags,
  auth: "none",
  query: z.object({
    page: z.coerce.number().int().min(1, { message: "页码必须大于0" }).optional(),
    id: idSchema("无效的公告编号").optional(),
  }),
  data: pageOf(notice.extend({ content: z.string(), published_at: isoDateTime })).extend({
    highlighted_id: z.number().int().nullable().describe("the notice asked for by id, when it is published"),
  }),
});

export const getFriendLink = defineContract({
  method: "GET",
  path: "/common/friendLink",
  service: "main",
  summary: "友情链接",
  tags,
  auth: "none",
  data: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
});

export const AD_POSITIONS = ["home_banner", "home_side"] as const;

export const getAdvertising = defineContract({
  method: "GET",
  path: "/advertising",
  service: "main",
  summary: "广告位内容（仅返回投放期内的广告）",
  tags,
  auth: "none",
  query: z.object({ position: z.enum(AD_POSITIONS, { message: "不支持的广告位" }) }),
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      image_url: z.string(),
      link_url: z.string().nullable(),
    }),
  ),
});
