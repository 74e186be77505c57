import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTrackSuccess } from "./use-track-success";

const trackEvent = vi.hoisted(() => vi.fn());
vi.mock("@tousu/page-kit/tracking-beacon", () => ({ trackEvent }));

beforeEach(() => {
  trackEvent.mockClear();
  sessionStorage.clear();
});

function renderTracking(initial: unknown) {
  return renderHook(({ success }) => useTrackSuccess("vote", success), {
    initialProps: { success: initial },
  });
}

describe("an action's success sent as a tracking event", () => {
  it("sends nothing while no success is shown, or after a refusal", () => {
    const { rerender } = renderTracking(undefined);
    rerender({ success: null });
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("sends one event for one success, however often the page renders it again", () => {
    const answer = { ok: true };
    const { rerender } = renderTracking(answer);
    rerender({ success: answer });
    rerender({ success: answer });
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith("vote");
  });

  it("sends again for the next success, even after a refusal in between", () => {
    const { rerender } = renderTracking({ ok: true });
    rerender({ success: null });
    rerender({ success: { ok: true } });
    expect(trackEvent).toHaveBeenCalledTimes(2);
  });

  it("takes an order's number as one success, sent once in the tab even when its page is read again", () => {
    const first = renderTracking("V202612080001");
    first.rerender({ success: "V202612080001" });
    first.unmount();
    renderTracking("V202612080001");
    expect(trackEvent).toHaveBeenCalledTimes(1);
    renderTracking("V202612080002");
    expect(trackEvent).toHaveBeenCalledTimes(2);
  });
});
