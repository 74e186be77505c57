import { dismissCampaignVoteFlag, listCampaignVoteFlags, voidCampaignVoteFlag } from "@tousu/contracts";
import { CAMPAIGN_VOTE_FLAG_STATE_LABELS, type CampaignVoteFlagState, formatDateTime } from "@tousu/domain";
import { Card, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type StateFilter = CampaignVoteFlagState | "all";
const FILTER_LABELS: Record<StateFilter, string> = { all: "全部", ...CAMPAIGN_VOTE_FLAG_STATE_LABELS };
const STATE_COLOURS: Record<CampaignVoteFlagState, string> = {
  open: "error",
  voided: "default",
  dismissed: "success",
};

/**
 * 异常投票 (decision 097): bursts of votes from one network within a few minutes, open ones first.
 * A moderator voids the burst's votes with a reason (the tallies move them to voided) or dismisses
 * it as ordinary voting from a shared network, such as a campus or an office.
 */
export function CampaignVoteFlagsPage() {
  const [state, setState] = useState<StateFilter>("open");
  const send = useBackofficeAction();
  const flags = usePagedList(`campaign-vote-flags:${state}`, (api, page, signal) =>
    api.call(listCampaignVoteFlags, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(state === "all" ? {} : { state }) },
      signal,
    }),
  );
  const settle = useConsoleMutation(flags.reload);

  const voidVotes = (id: number, reason: string) =>
    settle(() => send(voidCampaignVoteFlag, { params: { id }, body: { reason } }), "已作废该时段的投票");
  const dismiss = (id: number, note: string) =>
    settle(() => send(dismissCampaignVoteFlag, { params: { id }, body: { note } }), "已忽略");

  return (
    <Card>
      <StatusTabs labels={FILTER_LABELS} value={state} onChange={setState} />
      <ConsoleTable
        list={flags}
        columns={[
          {
            title: "活动",
            key: "campaign",
            width: 180,
            render: (_, row) => row.campaign.title,
          },
          {
            title: "网络（摘要）",
            dataIndex: "network",
            width: 120,
            render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
          },
          {
            title: "时段",
            key: "window",
            width: 200,
            render: (_, row) => `${formatDateTime(row.window_start)} 至 ${formatDateTime(row.window_end)}`,
          },
          {
            title: "票数 / 账号",
            key: "counts",
            width: 120,
            render: (_, row) => `${row.vote_count} 票 / ${row.account_count} 个账号`,
          },
          { title: "有效票", dataIndex: "valid_votes", width: 80 },
          {
            title: "状态",
            dataIndex: "state",
            width: 80,
            render: (value: CampaignVoteFlagState) => (
              <Tag color={STATE_COLOURS[value]}>{CAMPAIGN_VOTE_FLAG_STATE_LABELS[value]}</Tag>
            ),
          },
          {
            title: "处理",
            key: "handled",
            render: (_, row) =>
              row.handled_at ? (
                <Space direction="vertical" size={0}>
                  <Typography.Text type="secondary">
                    {formatDateTime(row.handled_at)} {row.handled_by?.name ?? ""}
                  </Typography.Text>
                  {row.note ? <span>{row.note}</span> : null}
                </Space>
              ) : (
                "—"
              ),
          },
          {
            title: "操作",
            key: "actions",
            width: 110,
            render: (_, row) =>
              row.state === "open" ? (
                <Space direction="vertical" size={8}>
                  <ReasonButton
                    label="作废投票"
                    title="作废该网络在该时段的全部投票"
                    placeholder="作废原因（记入投票记录与操作日志）"
                    buttonProps={{ size: "small", danger: true }}
                    onSubmit={(reason) => voidVotes(row.id, reason)}
                  />
                  <ReasonButton
                    label="忽略"
                    title="确认为正常投票"
                    placeholder="说明（可选），如：校园网集中投票"
                    minLength={0}
                    buttonProps={{ size: "small" }}
                    onSubmit={(note) => dismiss(row.id, note)}
                  />
                </Space>
              ) : (
                "—"
              ),
          },
        ]}
      />
    </Card>
  );
}
