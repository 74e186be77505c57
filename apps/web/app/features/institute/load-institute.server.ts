import { getInstituteReport, listInstituteReports } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import type { createServerApi } from "../../lib/api.server";

type ServerApi = ReturnType<typeof createServerApi>;

export const REPORT_PAGE_SIZE = 20;
export const REPORT_NOT_FOUND = "报告不存在或尚未发布";

export function loadReportPage(api: ServerApi, request: Request) {
  return api.call(listInstituteReports, {
    query: { page: readPageNumber(request), page_size: REPORT_PAGE_SIZE },
  });
}

/** A published report by the id in its address; anything else is the 404 page. */
export async function loadReport(api: ServerApi, id: string | undefined) {
  const reportId = parseEntityId(id ?? "");
  if (reportId === null) return api.pageNotFound(REPORT_NOT_FOUND);
  return api.call(getInstituteReport, { params: { id: reportId } });
}
