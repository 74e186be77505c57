import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/site";

/** Back-office pages (company portal, moderation console) are for operators only: titled like the site, kept out of search engines. */
export function backofficeMeta(title: string): MetaDescriptor[] {
  return [...pageMeta(title), { name: "robots", content: "noindex, nofollow" }];
}
