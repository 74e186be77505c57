import type { MetaDescriptor } from "react-router";

const SITE_TITLE = "诉达·消费者投诉平台";

/**
 * What every H5 page states in its head (decision 078): its title and description, its PC page as
 * the canonical address (absolute at SITE_ORIGIN, which the loader passes on) and that it is drawn
 * for phones.
 */
export function h5PageMeta({
  title,
  description,
  canonical,
}: {
  title?: string;
  description: string;
  canonical: string;
}): MetaDescriptor[] {
  return [
    { title: title ? `${title} - ${SITE_TITLE}` : SITE_TITLE },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { name: "applicable-device", content: "mobile" },
  ];
}
