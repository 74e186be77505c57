import {
  castCampaignVote,
  dismissCampaignVoteFlag,
  listCampaignVoteFlags,
  myCampaignVotes,
  voidCampaignVoteFlag,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { castCampaignVote as castVote } from "./cast-campaign-vote";
import { readMyCampaignVotes } from "./read-my-votes";
import { dismissVoteFlag, listVoteFlags, voidVoteFlag } from "./vote-flags-console";

export function registerCampaignVoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    castCampaignVote,
    ({ params, body, user, request }) =>
      castVote(deps, params.id, {
        userId: user.id,
        playerId: body.player_id,
        address: request.ip,
        captchaToken: body.captcha_token,
      }),
    // Per account: a day holds at most 20 votes; this only stops a runaway script's requests early.
    { rateLimit: { max: 30, timeWindow: "1 minute" } },
  );
  route(app, myCampaignVotes, ({ params, user }) => readMyCampaignVotes(deps, params.id, user.id));
  route(app, listCampaignVoteFlags, ({ query }) => listVoteFlags(deps, query));
  route(
    app,
    voidCampaignVoteFlag,
    ({ user, params, body }) => voidVoteFlag(deps, user.id, params.id, body.reason),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(
    app,
    dismissCampaignVoteFlag,
    ({ user, params, body }) => dismissVoteFlag(deps, user.id, params.id, body.note),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
}
