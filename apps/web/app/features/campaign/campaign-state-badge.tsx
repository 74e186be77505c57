import type { CampaignState } from "@tousu/domain";
import { CAMPAIGN_STATE_BADGE_CLASSES } from "@tousu/page-kit/campaign-texts";
import { cx } from "../../ui/cx";

/** A campaign's state, on the list's cards and the campaign's head. */
export function CampaignStateBadge({ state, label }: { state: CampaignState; label: string }) {
  return (
    <span
      className={cx(
        "inline-block rounded px-2 py-0.5 text-xs font-medium",
        CAMPAIGN_STATE_BADGE_CLASSES[state],
      )}
    >
      {label}
    </span>
  );
}
