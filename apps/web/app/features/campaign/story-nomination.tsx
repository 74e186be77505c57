import type { ComplaintStoryCampaigns } from "@tousu/contracts";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../shared/session/api-context";
import { AppLink } from "../../ui/app-link";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { TextArea } from "../../ui/text-area";

const STATUS_LABELS: Record<ComplaintStoryCampaigns["entries"][number]["status"], string> = {
  pending: "待平台审核",
  approved: "已入选，展示在活动页面",
  refused: "未通过",
  withdrawn: "已撤下",
};
const STATEMENT_MIN = 10;
const STATEMENT_MAX = 300;

/**
 * On the author's own page of a completed complaint: its stories in campaigns, and nominating it to a
 * stories section with explicit consent to show it (masked). Nothing is sent without the box ticked.
 */
export function StoryNomination({
  complaintId,
  stories,
}: {
  complaintId: number;
  stories: ComplaintStoryCampaigns;
}) {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  const [sectionId, setSectionId] = useState(stories.open_sections[0]?.section_id);
  const [statement, setStatement] = useState("");
  const [consent, setConsent] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const consentId = useId();
  const length = statement.trim().length;
  const canSend = sectionId !== undefined && consent && length >= STATEMENT_MIN && length <= STATEMENT_MAX;

  async function send() {
    if (!canSend || sectionId === undefined) return;
    setIsSending(true);
    const [api, { createStoryCalls }] = await Promise.all([loadApi(), import("./story-calls")]);
    const sent = await createStoryCalls(api)
      .nominate(complaintId, { section_id: sectionId, statement: statement.trim(), consent: true })
      .finally(() => setIsSending(false));
    if (sent) revalidator.revalidate();
  }

  if (stories.entries.length === 0 && stories.open_sections.length === 0) return null;
  return (
    <Card title="维权故事">
      <div className="space-y-4 p-5 text-sm">
        {stories.entries.map((entry) => (
          <p key={entry.player_id} className="text-gray-800">
            <AppLink to={`/activity/${entry.campaign.slug}`} className="text-brand-700 hover:underline">
              {entry.campaign.title}
            </AppLink>
            · {entry.section_title}：{STATUS_LABELS[entry.status]}
            {entry.review_note ? `（${entry.review_note}）` : null}
          </p>
        ))}
        {stories.open_sections.length > 0 ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <p className="leading-6 text-gray-700">
              这条投诉已经完成，可以作为维权故事参加活动，让遇到同样问题的人少走弯路。故事展示投诉标题和内容摘要，手机号、姓名等个人信息会隐去；平台审核通过后才会展示。活动不设任何分享奖励。
            </p>
            {stories.open_sections.length > 1 ? (
              <label className="block">
                <span className="text-gray-700">参加的活动</span>
                <select
                  value={sectionId}
                  onChange={(event) => setSectionId(Number(event.target.value))}
                  className="mt-1 block h-10 w-full rounded-md border border-gray-300 px-3"
                >
                  {stories.open_sections.map((section) => (
                    <option key={section.section_id} value={section.section_id}>
                      {section.campaign.title} · {section.section_title}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className="text-gray-700">
                参加：{stories.open_sections[0]?.campaign.title} · {stories.open_sections[0]?.section_title}
              </p>
            )}
            <TextArea
              label="维权心得"
              hint={`${STATEMENT_MIN}字以上，会展示在故事下方`}
              value={statement}
              onValueChange={setStatement}
              limit={STATEMENT_MAX}
              rows={3}
              isRequired
            />
            <div className="flex items-start gap-2">
              <input
                id={consentId}
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                className="mt-1 size-4"
              />
              <label htmlFor={consentId} className="leading-6 text-gray-800">
                我同意将这条投诉作为维权故事在活动页面公开展示（隐去个人信息），并可接受投票。
              </label>
            </div>
            <button type="submit" disabled={!canSend || isSending} className={buttonClass()}>
              {isSending ? "提交中…" : "报名维权故事"}
            </button>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
