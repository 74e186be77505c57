import {
  addOwnLawyerClient,
  applyAsLawyer,
  approveLawyer,
  getLawyerApplication,
  getLicensePhoto,
  getOwnLawyerApplication,
  listLawyerApplications,
  listOwnLawyerClients,
  refuseLawyer,
  reinstateLawyer,
  removeOwnLawyerClient,
  setOwnMemberDiscount,
  suspendLawyer,
  updateOwnLawyerProfile,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { uploaderOf } from "../upload";
import { addEnterpriseClient, listOwnEnterpriseClients, removeEnterpriseClient } from "./enterprise-clients";
import { readLicensePhoto } from "./license-photo";
import { applyAsLawyerAccount, ownProfileView, readOwnProfile, updateOwnProfile } from "./own-profile";
import { setMemberDiscount } from "./set-member-discount";
import { decideLawyer, listApplications, readApplication } from "./staff-review";

export function registerLawyerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, applyAsLawyer, async ({ user, body, request }) =>
    applyAsLawyerAccount(deps, user.id, uploaderOf(request, user), body),
  );

  route(app, getOwnLawyerApplication, async ({ user }) => {
    const profile = await readOwnProfile(deps.db, user.id);
    return { application: profile && ownProfileView(profile) };
  });

  route(app, updateOwnLawyerProfile, async ({ user, body }) => updateOwnProfile(deps, user.id, body));

  route(app, setOwnMemberDiscount, async ({ user, body }) => setMemberDiscount(deps, user.id, body.percent));

  route(app, listOwnLawyerClients, async ({ user }) => listOwnEnterpriseClients(deps, user.id));

  route(app, addOwnLawyerClient, async ({ user, body }) => addEnterpriseClient(deps, user.id, body.brand_id));

  route(app, removeOwnLawyerClient, async ({ user, params }) =>
    removeEnterpriseClient(deps, user.id, params.id),
  );

  route(app, listLawyerApplications, ({ query }) => listApplications(deps, query));

  route(app, getLawyerApplication, ({ params }) => readApplication(deps, params.id));

  route(app, approveLawyer, ({ user, params }) =>
    decideLawyer(deps, { staffId: user.id, userId: params.id, decision: "approve" }),
  );

  route(app, reinstateLawyer, ({ user, params }) =>
    decideLawyer(deps, { staffId: user.id, userId: params.id, decision: "reinstate" }),
  );

  for (const [contract, decision] of [
    [refuseLawyer, "refuse"],
    [suspendLawyer, "suspend"],
  ] as const) {
    route(app, contract, ({ user, params, body }) =>
      decideLawyer(deps, { staffId: user.id, userId: params.id, decision, reason: body.reason }),
    );
  }

  // The photo answers as the image itself, for an <img> in the console; failures as the usual envelope.
  route(app, getLicensePhoto, async ({ params, query }) => ({
    body: await readLicensePhoto(deps, params.id, query),
    contentType: "image/jpeg",
    headers: { "cache-control": "private, no-store" },
  }));
}
