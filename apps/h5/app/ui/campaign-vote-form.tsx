import { campaignVoteButtonLabel } from "@tousu/page-kit/campaign-texts";
import { lazy, Suspense, useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import type { VoteStep } from "../lib/campaign-vote.server";
import { FormRefusal } from "./form-refusal";

// The solver and its proof-of-work code arrive only when the server asks for a captcha.
const CaptchaCheck = lazy(() => import("./captcha-check"));

/**
 * A player's 投票 on the campaign page, posted to the page's action (decision 097). Works without
 * scripts; the answer or the refusal shows beside the button, and a captcha the server asks for is
 * solved on the phone and the same vote sent again with its solution.
 */
export function CampaignVoteForm({
  playerId,
  playerName,
  votesLeft,
  step,
}: {
  playerId: number;
  playerName: string;
  /** Votes left today for this player (the day's remainder included); null when not known (a visitor). */
  votesLeft: number | null;
  /** The last vote's answer, when it was for this player. */
  step: VoteStep | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const isVoting =
    navigation.formData?.get("intent") === "vote" &&
    navigation.formData.get("player_id") === String(playerId);

  /** A solved captcha goes out with this player's vote again. */
  function voteWithCaptcha(payload: string) {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("captcha_payload", payload);
    void submit(data, { method: "post", preventScrollReset: true });
  }

  return (
    <div className="mt-2 space-y-2">
      <Form ref={formRef} method="post" preventScrollReset className="flex justify-end">
        <input type="hidden" name="intent" value="vote" />
        <input type="hidden" name="player_id" value={playerId} />
        <button
          type="submit"
          disabled={isVoting || votesLeft === 0}
          className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-medium text-white active:bg-brand-700 disabled:bg-gray-100 disabled:text-gray-700"
        >
          {campaignVoteButtonLabel(votesLeft, isVoting)}
          <span className="sr-only">：{playerName}</span>
        </button>
      </Form>
      {step?.ok ? (
        <p role="status" className="text-sm text-emerald-700">
          {step.message}
        </p>
      ) : null}
      {step && !step.ok ? <FormRefusal refusal={{ error: step.message }} /> : null}
      {step && !step.ok && step.challenge ? (
        <Suspense fallback={<p className="text-sm text-gray-600">人机验证加载中…</p>}>
          <CaptchaCheck
            challenge={step.challenge}
            onSolved={voteWithCaptcha}
            prompt="投票前请先完成人机验证"
          />
        </Suspense>
      ) : null}
    </div>
  );
}
