import { useHref } from "react-router";
import type { FilingServiceAnswer } from "./filing-action-data";

/** The filing service route (`routes/complaint-filing-service.tsx`), as an app path. */
export const FILING_SERVICE_PATH = "/pages/complaint/filing-service";

/** The service route's address in this mount (the basename added), for plain `fetch` calls. */
export function useFilingServiceHref(): string {
  return useHref(FILING_SERVICE_PATH);
}

/** Posts one intent to the filing service route; a network failure reads as a message to show. */
export async function callFilingService(
  href: string,
  fields: Record<string, string>,
  signal?: AbortSignal,
): Promise<FilingServiceAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  try {
    const response = await fetch(href, { method: "POST", body, signal, credentials: "same-origin" });
    return (await response.json()) as FilingServiceAnswer;
  } catch {
    if (signal?.aborted) throw signal.reason;
    return { error: "网络异常，请检查网络后重试" };
  }
}
