import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/site";

/** Portal pages are for operators only: titled like the site, kept out of search engines. */
export function portalMeta(title: string): MetaDescriptor[] {
  return [...pageMeta(title), { name: "robots", content: "noindex, nofollow" }];
}
