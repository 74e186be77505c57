import type { TrackEventName } from "@tousu/domain";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useEffect, useRef } from "react";

type NamedEvent = Exclude<TrackEventName, "page_view">;

/**
 * Whether this tab has not sent `event` for the record named `id` yet, marking it sent: an order's
 * page read again (a reload, a visit back) shows the same payment, not a new one.
 */
function firstInTab(event: NamedEvent, id: string): boolean {
  const key = `tracked:${event}:${id}`;
  try {
    if (sessionStorage.getItem(key) !== null) return false;
    sessionStorage.setItem(key, "1");
  } catch {
    // Storage refused (a private window's quota): the page's own guard still holds.
  }
  return true;
}

/**
 * Sends `event` once for each success a route action answers (decision 113): the H5 site's writes
 * run through actions on the server, so the page sends the flow's event when it sees the answer.
 * `success` is what shows one and is new with each — the action's answer object, or a record's id
 * (an order's number once paid), which is sent once per tab — or null or undefined while there is
 * none. The same value seen again (a re-render, a revalidation, React running effects twice in
 * development) is not sent again.
 */
export function useTrackSuccess(event: NamedEvent, success: unknown): void {
  const sent = useRef<unknown>(null);
  useEffect(() => {
    if (success === null || success === undefined || Object.is(success, sent.current)) return;
    sent.current = success;
    if (typeof success === "string" && !firstInTab(event, success)) return;
    trackEvent(event);
  }, [event, success]);
}
