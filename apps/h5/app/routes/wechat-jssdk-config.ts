import { getWechatJssdkConfig } from "@tousu/contracts";
import { createServerApi } from "@tousu/page-kit/server-api";
import { refusalMessage } from "../lib/api-refusal.server";
import type { Route } from "./+types/wechat-jssdk-config";

/**
 * The JS-SDK's signature of a page of this site, for the share card set up in WeChat's browser
 * (`shell/wechat-share.tsx`, decision 080): asked of the API on the server, so the page's script
 * needs no API client and the site's own origin answers it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url).searchParams.get("url") ?? "";
  const api = createServerApi(request, context);
  try {
    return Response.json(await api.call(getWechatJssdkConfig, { query: { url } }), {
      headers: { "cache-control": "no-store" },
    });
  } catch (error) {
    return Response.json({ message: refusalMessage(error) }, { status: 400 });
  }
}
