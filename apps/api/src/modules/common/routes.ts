import {
  getAdvertising,
  getCityList,
  getFriendLink,
  getNoticeList,
  getSystemConfigDetail,
  getSystemNotice,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import {
  listFriendLinks,
  listNoticePage,
  listNotices,
  listRunningAdvertising,
  loadCityTree,
} from "./list-site-content";
import { readSystemConfig } from "./system-config";

export function registerCommonRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getSystemConfigDetail, async ({ query }) => ({
    menu_name: query.menu_name,
    value: await readSystemConfig(deps.db, query.menu_name),
  }));
  route(app, getCityList, () => loadCityTree(deps));
  route(app, getSystemNotice, () => listNotices(deps));
  route(app, getNoticeList, ({ query }) => listNoticePage(deps, query));
  route(app, getFriendLink, () => listFriendLinks(deps));
  route(app, getAdvertising, ({ query }) => listRunningAdvertising(deps, query.position));
}
