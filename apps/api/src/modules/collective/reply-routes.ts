import {
  listCompanyCollectives,
  saveCompanyCollectiveReply,
  setCollectiveReplyVisibility,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { requireEnterpriseMember } from "../../lib/authorization";
import { route } from "../../lib/route";
import { listEnterpriseCollectives, saveCollectiveReply, setCollectiveReplyHidden } from "./collective-reply";

// Posting is rare (one reply per collective, a few edits); this only stops a runaway client.
const REPLY_WRITE_LIMIT = { max: 20, timeWindow: "1 minute" };

/** The enterprise's reply to collectives against its brands, and the moderator's switch to hide it. */
export function registerCollectiveReplyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, listCompanyCollectives, async ({ user, query }) => {
    const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
    return listEnterpriseCollectives(db, enterpriseId, query);
  });

  route(
    app,
    saveCompanyCollectiveReply,
    async ({ user, params, query, body }) => {
      const { enterpriseId } = await requireEnterpriseMember(db, user, { enterpriseId: query.enterprise_id });
      return saveCollectiveReply(deps, {
        userId: user.id,
        enterpriseId,
        collectiveId: params.id,
        content: body.content,
        baseUpdatedAt: body.base_updated_at,
      });
    },
    { rateLimit: REPLY_WRITE_LIMIT },
  );

  route(
    app,
    setCollectiveReplyVisibility,
    ({ user, params, body }) =>
      setCollectiveReplyHidden(deps, {
        staffId: user.id,
        collectiveId: params.id,
        hidden: body.hidden,
        note: body.note,
      }),
    { rateLimit: REPLY_WRITE_LIMIT },
  );
}
