import {
  createConsoleLifeGoods,
  getLifeGoods,
  goodsForHome,
  listConsoleLifeGoods,
  listLifeGoods,
  relistConsoleLifeGoods,
  updateConsoleLifeGoods,
  withdrawConsoleLifeGoods,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { registerGoodsCodeRoutes } from "../mini-program-code";
import { listConsoleGoods, readConsoleGoods } from "./console-goods";
import { addGoods, changeGoods, relistGoods, withdrawGoods } from "./goods-steps";
import { listGoods, listHomeGoods } from "./list-goods";
import { loadGoods } from "./load-goods";

/** The life service's goods: the public reads, a goods page's code, and the editors' console. */
export function registerLifeGoodsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, goodsForHome, ({ body }) => listHomeGoods(deps, body));
  route(app, listLifeGoods, ({ query }) => listGoods(deps, query));
  registerGoodsCodeRoutes(app, deps);
  route(app, getLifeGoods, ({ params }) => loadGoods(deps, params.id));

  route(app, listConsoleLifeGoods, ({ query }) => listConsoleGoods(deps, query));
  route(app, createConsoleLifeGoods, async ({ user, body }) =>
    readConsoleGoods(deps, await addGoods(deps, user.id, body)),
  );
  route(app, updateConsoleLifeGoods, async ({ user, params, body }) => {
    await changeGoods(deps, user.id, params.id, body);
    return readConsoleGoods(deps, params.id);
  });
  route(app, withdrawConsoleLifeGoods, async ({ user, params }) => {
    await withdrawGoods(deps, user.id, params.id);
    return readConsoleGoods(deps, params.id);
  });
  route(app, relistConsoleLifeGoods, async ({ user, params }) => {
    await relistGoods(deps, user.id, params.id);
    return readConsoleGoods(deps, params.id);
  });
}
