import { editUser, getUnreadCount, getUser } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { uploaderOf } from "../upload";
import { countUnreadMessages, getMemberInfo, updateMemberProfile } from "./user-repository";

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getUser, ({ user }) => getMemberInfo(deps, user));

  route(app, editUser, async ({ user, body, request }) => {
    await updateMemberProfile(deps, { ...uploaderOf(request, user), userId: user.id }, body);
    return getMemberInfo(deps, user);
  });

  route(app, getUnreadCount, ({ user }) => countUnreadMessages(deps, user.id));
}
