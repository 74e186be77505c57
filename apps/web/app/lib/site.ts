import { SITE_NAME } from "@tousu/page-kit/site-text";
import type { MetaDescriptor } from "react-router";

export { SITE_NAME };
export const SITE_TAGLINE = "消费者投诉平台";

export const SITE_DESCRIPTION =
  "消费者投诉维权平台：在线投诉商家，全程公开处理进度，查看品牌口碑与维权知识。";

/**
 * `<title>` and description of a page. React Router uses the deepest route's meta alone, so every
 * page states both; the site's name follows the page's title.
 */
export function pageMeta(title?: string, description = SITE_DESCRIPTION): MetaDescriptor[] {
  const site = `${SITE_NAME}·${SITE_TAGLINE}`;
  return [
    { title: title ? `${title} - ${site}` : `${site} - 投诉有回音，维权有力量` },
    { name: "description", content: description },
  ];
}
