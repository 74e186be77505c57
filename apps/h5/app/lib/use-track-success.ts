import type { TrackEventName } from "@tousu/domain";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useEffect, useRef } from "react";

/**
 * Sends `event` once for each success a route action answers (decision 113): the H5 site's writes
 * run through actions on the server, so the page sends the flow's event when it sees the answer.
 * `success` is what shows one and is new with each (the action's answer object, an order's number
 * once paid), or null or undefined while there is none; the same value seen again — a re-render, a
 * revalidation, React running effects twice in development — is not sent again.
 */
export function useTrackSuccess(event: Exclude<TrackEventName, "page_view">, success: unknown): void {
  const sent = useRef<unknown>(null);
  useEffect(() => {
    if (success === null || success === undefined || Object.is(success, sent.current)) return;
    sent.current = success;
    trackEvent(event);
  }, [event, success]);
}
