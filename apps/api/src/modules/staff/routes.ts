import {
  addSensitiveWord,
  banUser,
  deleteSensitiveWord,
  getStaffMe,
  listAdminUsers,
  listSensitiveWords,
  listStaffActions,
  unbanUser,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { loadStaffMe } from "./load-staff-me";
import { addWord, deleteWord, listWords } from "./sensitive-words";
import { listStaffLog } from "./staff-log";
import { listUsers, setUserBanned } from "./users";

// Who may call each endpoint is its contract's `staffRoles`, checked by `route()` (decision 072).

export function registerStaffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, getStaffMe, async ({ user, request }) =>
    loadStaffMe(deps, user.id, await request.resolveStaffRoles()),
  );

  // —— editor: the sensitive-word list ——
  route(app, listSensitiveWords, ({ query }) => listWords(db, query));
  route(app, addSensitiveWord, ({ user, body }) => addWord(deps, user.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, deleteSensitiveWord, ({ user, params }) => deleteWord(deps, user.id, params.id), {
    rateLimit: STAFF_WRITE_LIMIT,
  });

  // —— admin: users; the staff log ——
  route(app, listAdminUsers, ({ query }) => listUsers(deps, query));
  route(app, banUser, ({ user, params, body }) => setUserBanned(deps, user.id, params.id, true, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, unbanUser, ({ user, params, body }) => setUserBanned(deps, user.id, params.id, false, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, listStaffActions, ({ query }) => listStaffLog(db, query));
}
