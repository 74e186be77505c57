import { verifyRealname } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { namedLimit, perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { verifyRealName } from "./verify-real-name";

/** Real providers charge per check, and guessing ID numbers against one must stay slow. */
export const REAL_NAME_CHECKS_PER_HOUR = 10;

export function registerIdentityRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Keyed by user rather than IP: the route's own limiter runs before the user is known.
  const takeCheck = app.createRateLimit(
    namedLimit("real-name-checks", {
      max: REAL_NAME_CHECKS_PER_HOUR,
      timeWindow: "1 hour",
      keyGenerator: perUserRateLimitKey,
    }),
  );

  route(app, verifyRealname, async ({ user, body, request }) => {
    const quota = await takeCheck(request);
    if (!quota.isAllowed && quota.isExceeded) throw badRequest("实名认证尝试次数过多，请1小时后再试");
    return verifyRealName(deps, {
      userId: user.id,
      realName: body.real_name,
      idCard: body.id_card,
      log: request.log,
    });
  });
}
