import { describe, expect, it, vi } from "vitest";
import { type SubmitResult, submitDraft } from "./submit-draft";

/** A stand-in for the draft store that records what the flow did to it. */
function fakeDraft() {
  const state = { isSubmitting: false, title: "退款迟迟不到账", isCleared: false, seen: [] as boolean[] };
  const draft = {
    get isSubmitting() {
      return state.isSubmitting;
    },
    setSubmitting: (value: boolean) => {
      state.isSubmitting = value;
      state.seen.push(value);
    },
    clear: () => {
      state.isCleared = true;
      state.title = "";
    },
  };
  return { state, get: () => draft };
}

describe("submitDraft (docs/product/entities.md#complaint-draft)", () => {
  it("turns the submit status on while sending, then clears the draft and answers the accelerate path", async () => {
    const { state, get } = fakeDraft();
    const send = vi.fn(async (): Promise<SubmitResult> => {
      expect(state.isSubmitting).toBe(true);
      return { code: 200, data: { id: 4321 } };
    });
    await expect(submitDraft(get, send)).resolves.toBe("/complaint/accelerate/4321");
    expect(send).toHaveBeenCalledOnce();
    expect(state.isCleared).toBe(true);
  });

  it.each<[string, SubmitResult]>([
    ["a non-200 code", { code: 201, data: { id: 1 } }],
    ["code 400", { code: 400 }],
    ["code 200 without data", { code: 200, data: null }],
  ])("keeps everything and resets the status on %s", async (_, result) => {
    const { state, get } = fakeDraft();
    await expect(submitDraft(get, async () => result)).resolves.toBeNull();
    expect(state.seen).toEqual([true, false]);
    expect(state.isCleared).toBe(false);
    expect(state.title).toBe("退款迟迟不到账");
  });

  it("resets the status and passes a failed call on", async () => {
    const { state, get } = fakeDraft();
    const failure = new Error("network down");
    await expect(submitDraft(get, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(state.isSubmitting).toBe(false);
    expect(state.isCleared).toBe(false);
  });

  it("ignores a second submit while one is running", async () => {
    const { get } = fakeDraft();
    let answer: (result: SubmitResult) => void = () => {};
    const send = vi.fn(() => new Promise<SubmitResult>((resolve) => (answer = resolve)));
    const first = submitDraft(get, send);
    await expect(submitDraft(get, send)).resolves.toBeNull();
    answer({ code: 200, data: { id: 7 } });
    await expect(first).resolves.toBe("/complaint/accelerate/7");
    expect(send).toHaveBeenCalledOnce();
  });
});
