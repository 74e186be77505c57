import type { ApiClient } from "@tousu/api-client";
import { captchaVerify, castCampaignVote, getCaptchaChallenge } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { votesLeftText } from "@tousu/page-kit/campaign-texts";
import type { CaptchaChallenge } from "@tousu/page-kit/captcha-solver";
import { attemptWrite } from "./api-write.server";

/** What a vote from the campaign page's form came to, beside the player it was for. */
export type VoteStep =
  | { intent: "vote"; playerId: number; ok: true; message: string }
  | {
      intent: "vote";
      playerId: number;
      ok: false;
      message: string;
      /** The proof of work to solve on the phone before the vote is sent again, when the server asks. */
      challenge: CaptchaChallenge | undefined;
    };

/**
 * Votes from a route action, as the PC page votes (decision 097): a visitor goes to the login page
 * and an account without a phone to the bind step first (`attemptWrite`); once the server wants a
 * captcha the answer carries a challenge, solved in the browser and sent back as `captcha_payload`,
 * which is traded for the one-time token here.
 */
export async function voteFromForm(
  request: Request,
  api: ApiClient,
  campaignKey: string,
  form: FormData,
): Promise<VoteStep> {
  const playerId = parseEntityId(String(form.get("player_id") ?? "")) ?? 0;
  const payload = String(form.get("captcha_payload") ?? "");
  let captchaToken: string | undefined;
  if (payload) {
    const verified = await api.request(captchaVerify, { body: { payload } });
    if (!verified.ok) return captchaWanted(api, playerId, verified.msg);
    captchaToken = verified.data.captcha_token;
  }
  const { done, refusal } = await attemptWrite(request, () =>
    api.call(castCampaignVote, {
      params: { id: campaignKey },
      body: { player_id: playerId, captcha_token: captchaToken },
    }),
  );
  if (done)
    return {
      intent: "vote",
      playerId,
      ok: true,
      message: `投票成功，${votesLeftText(done.remaining_today)}`,
    };
  if ((refusal.data as { captcha_required?: boolean } | null)?.captcha_required) {
    return captchaWanted(api, playerId, refusal.error);
  }
  return { intent: "vote", playerId, ok: false, message: refusal.error, challenge: undefined };
}

async function captchaWanted(api: ApiClient, playerId: number, message: string): Promise<VoteStep> {
  const challenge = await api.call(getCaptchaChallenge);
  return { intent: "vote", playerId, ok: false, message, challenge };
}
