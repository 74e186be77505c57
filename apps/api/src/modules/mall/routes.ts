import {
  fulfilRedemption,
  listConsoleRedemptions,
  listMallBenefits,
  listMyRedemptions,
  redeemBenefit,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { fulfilRedemptionBy } from "./fulfil-redemption";
import { listConsoleRedemptionsOf, listRedemptionsOf } from "./list-redemptions";
import { redeemBenefitFor } from "./redeem-benefit";
import { benefitList } from "./redemption-views";

/** How often one member may ask to redeem: a person clicks a few times a minute, a script more. */
const REDEEM_LIMIT = { max: 30, timeWindow: "1 minute" };

export function registerMallRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listMallBenefits, async () => benefitList());

  route(app, redeemBenefit, ({ user, body }) => redeemBenefitFor(deps, user.id, body), {
    rateLimit: REDEEM_LIMIT,
  });

  route(app, listMyRedemptions, ({ user, query }) => listRedemptionsOf(deps, user.id, query));

  route(app, listConsoleRedemptions, ({ query }) => listConsoleRedemptionsOf(deps, query));

  route(
    app,
    fulfilRedemption,
    ({ user, params, body }) => fulfilRedemptionBy(deps, user.id, params.id, body.note),
    {
      rateLimit: STAFF_WRITE_LIMIT,
    },
  );
}
