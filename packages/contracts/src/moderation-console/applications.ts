import { defineContract } from "../define-contract";
import { pageOf, pageQuery } from "../shared";
import { z } from "../zod";
import { applicationSummary, namedRef, reviewStatus, TAGS } from "./fields";

export const listCompanyApplications = defineContract({
  method: "GET",
  path: "/admin/applications",
  service: "main",
  summary: "商家归档/结案申请",
  tags: TAGS,
  auth: "required",
  staffRoles: ["moderator"],
  query: pageQuery.extend({ status: reviewStatus.default("pending") }),
  data: pageOf(
    applicationSummary.extend({
      complaint: z.object({ id: z.number().int(), title: z.string(), status_label: z.string() }),
      enterprise: namedRef,
    }),
  ),
});
