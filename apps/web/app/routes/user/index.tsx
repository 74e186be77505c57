import { editUser, getMyScores, listMyComplaints, listWechatIdentities } from "@tousu/contracts";
import { ResultCode } from "@tousu/domain";
import { data } from "react-router";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { NicknameActionData } from "../../features/user-centre/nickname-form";
import { ProfileOverview } from "../../features/user-centre/profile-overview";
import { createServerApi } from "../../lib/api.server";
import { requireRouteAccess } from "../../lib/route-access";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { useHydrated } from "../../lib/use-hydrated";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { useUserStore } from "../../shared/session/user-store";
import { useViewer } from "../../shared/session/viewer";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "user" };

export const meta: Route.MetaFunction = () => pageMeta("个人中心");

/**
 * My complaints per group, my points and my WeChat identities; the member and unread counts come from
 * the root loader.
 */
export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, async (api) => {
    const [complaints, scores, wechat] = await Promise.all([
      api.call(listMyComplaints, { query: { page_size: 1 } }),
      api.call(getMyScores, { query: { page_size: 1 } }),
      api.call(listWechatIdentities),
    ]);
    return { summary: { counts: complaints.counts, balance: scores.balance }, wechat };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  requireRouteAccess(handle, request.headers.get("cookie"), request.url);
  const form = await request.formData();
  const body = editUser.body.safeParse({ nickname: String(form.get("nickname") ?? "") });
  if (!body.success) {
    return data<NicknameActionData>(
      { ok: false, error: body.error.issues[0]?.message ?? "昵称格式不正确" },
      { status: 400 },
    );
  }
  const api = createServerApi(request, context);
  const result = await loadOrThrow(() => api.request(editUser, { body: body.data }));
  if (!result.ok) {
    const bind = result.code === ResultCode.BindMobile ? bindAccessTokenOf(result.data) : undefined;
    return data<NicknameActionData>({ ok: false, error: result.msg, bindAccessToken: bind }, { status: 400 });
  }
  return data<NicknameActionData>({ ok: true });
}

/**
 * The member and unread counts the root loader already loaded (and the session store keeps current
 * after a login or a profile edit), with the page's own summary of complaints and points.
 */
export default function UserIndexPage({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  const hasToken = useUserStore((state) => state.token !== null);
  const isHydrated = useHydrated();
  if (viewer) {
    return (
      <ProfileOverview
        {...viewer}
        summary={loaderData?.summary ?? null}
        wechat={loaderData?.wechat ?? null}
      />
    );
  }
  // No member with a token: the API could not load it. Without a token the guard is already sending
  // the visitor home, so there is nothing to say.
  if (!isHydrated || !hasToken) return null;
  return (
    <p role="alert" className="rounded-lg bg-white p-6 text-sm text-gray-700">
      个人信息加载失败，请刷新页面重试
    </p>
  );
}

/** The token a 402 carries (docs/product/errors.md#body-codes), when it carries one. */
function bindAccessTokenOf(answer: unknown): string | undefined {
  const token = (answer as { access_token?: unknown } | null)?.access_token;
  return typeof token === "string" ? token : undefined;
}

export { RouteErrorBoundary as ErrorBoundary };
