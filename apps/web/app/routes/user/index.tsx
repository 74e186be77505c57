import { editUser } from "@tousu/contracts";
import { data, redirect } from "react-router";
import { RouteErrorBoundary } from "../../features/errors/route-error-boundary";
import { loadViewer } from "../../features/session/load-viewer.server";
import type { NicknameActionData } from "../../features/user-centre/nickname-form";
import { ProfileOverview } from "../../features/user-centre/profile-overview";
import { createServerApi } from "../../lib/api.server";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { serializeExpiredTokenCookie } from "../../lib/token-cookie";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "user" };

export const meta: Route.MetaFunction = () => pageMeta("个人中心");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, isTokenRejected } = await loadViewer(createServerApi(request, context), true);
  if (isTokenRejected) throw redirect("/", { headers: { "Set-Cookie": serializeExpiredTokenCookie() } });
  if (!viewer) throw data({ message: "个人信息加载失败，请稍后重试" }, { status: 500 });
  return viewer;
}

export async function action({ request, context }: Route.ActionArgs) {
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
  if (!result.ok) return data<NicknameActionData>({ ok: false, error: result.msg }, { status: 400 });
  return data<NicknameActionData>({ ok: true });
}

export default function UserIndexPage({ loaderData }: Route.ComponentProps) {
  return <ProfileOverview {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary };
