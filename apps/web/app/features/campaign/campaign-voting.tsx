import type { ApiClient } from "@tousu/api-client";
import { castCampaignVote, myCampaignVotes } from "@tousu/contracts";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { campaignVoteButtonLabel, votesLeftText } from "@tousu/page-kit/campaign-texts";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { useApi } from "../../shared/session/api-context";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { showToast } from "../../ui/toast";
import { solveCaptcha } from "../auth";

interface DayVotes {
  remainingToday: number;
  /** Votes left today per player; a player not in here has the campaign's per-player allowance. */
  remainingFor: Map<number, number>;
  perPlayer: number;
}

interface Voting {
  day: DayVotes | null;
  votingFor: number | null;
  vote(playerId: number): void;
}

const VotingContext = createContext<Voting | null>(null);

/** Votes with a solved captcha when the last answer asked for one, or when this one is refused for the want of it. */
async function castVote(api: ApiClient, campaignKey: string, playerId: number, needsCaptcha: boolean) {
  const send = async (withCaptcha: boolean) => {
    const captchaToken = withCaptcha ? await solveCaptcha(api, new AbortController().signal) : undefined;
    return api.request(castCampaignVote, {
      params: { id: campaignKey },
      body: { player_id: playerId, captcha_token: captchaToken },
    });
  };
  let result = await send(needsCaptcha);
  const refusal = result.ok ? null : (result.data as { captcha_required?: boolean } | null);
  if (!result.ok && !needsCaptcha && refusal?.captcha_required) result = await send(true);
  if (!result.ok) return null;
  trackEvent("vote");
  return result.data;
}

/**
 * A running campaign's votes on its page (decision 097): what the logged-in account has left today,
 * read after the page is drawn, and one vote at a time. A visitor is asked to log in; an account
 * without a phone gets the API's bind dialog (402); the captcha is solved in the browser when the
 * server asks for it. The server holds every limit; the page only shows what it answered.
 */
export function CampaignVoting({ campaignKey, children }: { campaignKey: string; children: ReactNode }) {
  const loadApi = useApi();
  const viewer = useViewer();
  const viewerId = viewer?.memberInfo.id ?? null;
  const openLogin = useAppStore((state) => state.openLogin);
  const revalidator = useRevalidator();
  const [day, setDay] = useState<DayVotes | null>(null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [votingFor, setVotingFor] = useState<number | null>(null);

  useEffect(() => {
    setDay(null);
    if (viewerId === null) return;
    const controller = new AbortController();
    void loadApi()
      .then((api) =>
        api.request(myCampaignVotes, { params: { id: campaignKey }, signal: controller.signal, quiet: true }),
      )
      .then((result) => {
        if (!result.ok) return;
        setDay({
          remainingToday: result.data.remaining_today,
          perPlayer: result.data.votes_per_player_per_day,
          remainingFor: new Map(result.data.players.map((player) => [player.player_id, player.remaining])),
        });
      })
      .catch(() => {
        // Unread, the buttons still vote and the server's answer tells what is left.
      });
    return () => controller.abort();
  }, [campaignKey, viewerId, loadApi]);

  async function vote(playerId: number) {
    if (viewerId === null) {
      openLogin("login");
      return;
    }
    setVotingFor(playerId);
    try {
      const api = await loadApi();
      const answer = await castVote(api, campaignKey, playerId, needsCaptcha);
      if (!answer) return;
      setNeedsCaptcha(answer.captcha_required);
      setDay((current) => ({
        remainingToday: answer.remaining_today,
        perPlayer: answer.votes_per_player_per_day,
        remainingFor: new Map(current?.remainingFor).set(playerId, answer.remaining_for_player),
      }));
      showToast("success", `投票成功，${votesLeftText(answer.remaining_today)}`, TOAST_DURATION_MS.default);
      void revalidator.revalidate();
    } finally {
      setVotingFor(null);
    }
  }

  return (
    <VotingContext.Provider value={{ day, votingFor, vote: (playerId) => void vote(playerId) }}>
      {day ? (
        <p className="rounded-lg bg-brand-50 px-5 py-3 text-sm text-brand-800">
          {votesLeftText(day.remainingToday)}
        </p>
      ) : null}
      {children}
    </VotingContext.Provider>
  );
}

/** 投票 for one player; nothing outside a running campaign's voting. */
export function VoteButton({ playerId, playerName }: { playerId: number; playerName: string }) {
  const voting = useContext(VotingContext);
  if (!voting) return null;
  const { day, votingFor } = voting;
  const left =
    day === null ? null : Math.min(day.remainingToday, day.remainingFor.get(playerId) ?? day.perPlayer);
  const label = campaignVoteButtonLabel(left, votingFor === playerId);
  return (
    <button
      type="button"
      className={buttonClass({ size: "sm" })}
      disabled={votingFor !== null || left === 0}
      aria-label={`${label}：${playerName}`}
      onClick={() => voting.vote(playerId)}
    >
      {label}
    </button>
  );
}
