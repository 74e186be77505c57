import { PRIVACY_POLICY } from "@tousu/page-kit/legal-privacy";
import { h5PageMeta } from "../lib/page-meta";
import { LegalDocument } from "../ui/legal-document";
import type { Route } from "./+types/static-privacy";

export const handle = { title: PRIVACY_POLICY.title };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: PRIVACY_POLICY.title,
    description: "诉达隐私政策：我们收集哪些信息、如何脱敏公开、如何加密保护你的个人信息。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/privacy`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

export default function PrivacyPage() {
  return <LegalDocument {...PRIVACY_POLICY} />;
}
