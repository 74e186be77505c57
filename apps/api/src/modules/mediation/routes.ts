import {
  assignLawyerMediator as assignLawyerMediatorContract,
  confirmMediationAgreement,
  declareNoConflict as declareNoConflictContract,
  draftMediationAgreement,
  failMediation as failMediationContract,
  getComplaintMediation,
  getMediationRoom,
  listCompanyMediations,
  listLawyerMediations,
  listMediationLawyers,
  listMediationQueue,
  postMediationEntry as postMediationEntryContract,
  requestMediation as requestMediationContract,
  respondToMediation as respondToMediationContract,
  sendMediationConfirmCode,
  setLawyerMediates as setLawyerMediatesContract,
  takeMediation as takeMediationContract,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { complaintMediation, requestMediation } from "./complaint-mediation";
import {
  assignLawyerMediator,
  declareNoConflict,
  lawyerMediations,
  mediationLawyers,
  setLawyerMediates,
} from "./lawyer-mediators";
import { companyMediations, mediationQueue } from "./mediation-lists";
import { mediationRoom } from "./mediation-room";
import {
  confirmAgreement,
  draftAgreement,
  failMediation,
  postMediationEntry,
  respondToMediation,
  sendConfirmCode,
  takeMediation,
} from "./mediation-steps";

/** A room's writes are people typing; more than this is someone scripting it. */
const ENTRIES_PER_MINUTE = 20;

/** Mediation when a company stalls (docs/decisions/051). */
export function registerMediationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getComplaintMediation, ({ params, user }) => complaintMediation(deps, params.id, user));
  route(app, requestMediationContract, ({ params, body, user }) =>
    requestMediation(deps, user.id, params.id, body.reason),
  );
  route(app, getMediationRoom, ({ params, user }) => mediationRoom(deps, params.id, user.id));
  route(app, respondToMediationContract, ({ params, body, user }) =>
    respondToMediation(deps, user.id, params.id, body.accept),
  );
  route(
    app,
    postMediationEntryContract,
    ({ params, body, user }) => postMediationEntry(deps, user.id, params.id, body),
    { rateLimit: { max: ENTRIES_PER_MINUTE, timeWindow: "1 minute", keyGenerator: perUserRateLimitKey } },
  );
  route(app, draftMediationAgreement, ({ params, body, user }) =>
    draftAgreement(deps, user.id, params.id, {
      companyTerms: body.company_terms,
      companyDueOn: body.company_due_on,
      consumerTerms: body.consumer_terms,
      consumerDueOn: body.consumer_due_on,
    }),
  );
  route(
    app,
    sendMediationConfirmCode,
    ({ params, user, request }) =>
      sendConfirmCode(deps, { userId: user.id, mediationId: params.id, ip: request.ip }),
    { rateLimit: { max: 5, timeWindow: "1 minute" } },
  );
  route(
    app,
    confirmMediationAgreement,
    ({ params, body, user }) =>
      confirmAgreement(deps, { userId: user.id, mediationId: params.id, code: body.code }),
    { rateLimit: { max: 10, timeWindow: "1 minute" } },
  );
  route(app, failMediationContract, ({ params, body, user }) =>
    failMediation(deps, user.id, params.id, body.note),
  );
  route(app, listMediationQueue, ({ query, user }) => mediationQueue(deps, user.id, query));
  route(app, takeMediationContract, ({ params, user }) => takeMediation(deps, user.id, params.id));
  route(app, listCompanyMediations, ({ query, user }) => companyMediations(deps, user.id, query));
  route(app, listMediationLawyers, ({ params }) => mediationLawyers(deps, params.id));
  route(app, assignLawyerMediatorContract, ({ params, body, user }) =>
    assignLawyerMediator(deps, user.id, params.id, body.lawyer_id),
  );
}

/** A lawyer's side of mediating, on the lawyer service (docs/decisions/054); the room stays on /api. */
export function registerLawyerMediatorRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listLawyerMediations, ({ user }) => lawyerMediations(deps, user));
  route(app, setLawyerMediatesContract, ({ body, user }) => setLawyerMediates(deps, user, body.mediates));
  route(app, declareNoConflictContract, ({ params, user }) => declareNoConflict(deps, user, params.id));
}
