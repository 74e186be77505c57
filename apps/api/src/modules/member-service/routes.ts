import {
  addMemberFollowUpNote,
  closeMemberFollowUp,
  listMemberFollowUps,
  takeMemberFollowUp,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { listFollowUps } from "./list-member-follow-ups";
import * as work from "./work-member-follow-up";

/** The console's list of staff follow-ups and the steps of working one. */
export function registerMemberServiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const write = { rateLimit: STAFF_WRITE_LIMIT };
  route(app, listMemberFollowUps, ({ query }) => listFollowUps(deps.db, query));
  route(
    app,
    takeMemberFollowUp,
    ({ user, params }) => work.takeMemberFollowUp(deps, user.id, params.id),
    write,
  );
  route(
    app,
    addMemberFollowUpNote,
    ({ user, params, body }) => work.addMemberFollowUpNote(deps, user.id, params.id, body.content),
    write,
  );
  route(
    app,
    closeMemberFollowUp,
    ({ user, params, body }) => work.closeMemberFollowUp(deps, user.id, params.id, body),
    write,
  );
}
