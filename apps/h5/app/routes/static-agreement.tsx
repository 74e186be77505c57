import { AGREEMENT } from "@tousu/page-kit/legal-agreement";
import { h5PageMeta } from "../lib/page-meta";
import { LegalDocument } from "../ui/legal-document";
import type { Route } from "./+types/static-agreement";

export const handle = { title: AGREEMENT.title };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: AGREEMENT.title,
    description: "诉达用户协议：账号注册与使用、投诉内容规范与平台角色说明。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/agreement`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

export default function AgreementPage() {
  return <LegalDocument {...AGREEMENT} />;
}
