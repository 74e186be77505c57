import {
  addMemberFollowUpNote,
  closeMemberFollowUp,
  listMemberFollowUps,
  takeMemberFollowUp,
} from "@tousu/contracts";
import {
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_STATE_LABELS,
  type FollowUpOutcome,
  type FollowUpState,
  formatDateTime,
} from "@tousu/domain";
import { Button, Card, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { useStaffMember } from "./staff-context";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type StateFilter = FollowUpState | "all";
const FILTER_LABELS: Record<StateFilter, string> = { all: "全部", ...FOLLOW_UP_STATE_LABELS };
const STATE_COLOURS: Record<FollowUpState, string> = {
  open: "error",
  taken: "processing",
  closed: "default",
};
const OUTCOME_CHOICES = FOLLOW_UP_OUTCOMES.map((value) => ({
  value,
  label: FOLLOW_UP_OUTCOME_LABELS[value],
}));

/**
 * 专人督办 (decision 093): the follow-ups the deadline job opened for members' complaints whose
 * company let the response deadline pass, open ones first. One staff member takes a follow-up,
 * records each contact with the company and closes it with what came of it.
 */
export function MemberFollowUpsPage() {
  const [state, setState] = useState<StateFilter>("all");
  const staff = useStaffMember();
  const send = useBackofficeAction();
  const followUps = usePagedList(`member-follow-ups:${state}`, (api, page, signal) =>
    api.call(listMemberFollowUps, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(state === "all" ? {} : { state }) },
      signal,
    }),
  );
  const settle = useConsoleMutation(followUps.reload);

  const take = (id: number) => settle(() => send(takeMemberFollowUp, { params: { id } }), "已领取督办任务");
  const note = (id: number, content: string) =>
    settle(() => send(addMemberFollowUpNote, { params: { id }, body: { content } }), "已记录联系情况");
  const close = (id: number, note: string, outcome: FollowUpOutcome) =>
    settle(() => send(closeMemberFollowUp, { params: { id }, body: { outcome, note } }), "督办任务已结束");

  return (
    <Card>
      <StatusTabs labels={FILTER_LABELS} value={state} onChange={setState} />
      <ConsoleTable
        list={followUps}
        columns={[
          {
            title: "投诉",
            key: "complaint",
            width: 230,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <Link to={`/admin/complaints/${row.complaint.id}`}>{row.complaint.title}</Link>
                <Typography.Text type="secondary">{row.complaint.sn}</Typography.Text>
              </Space>
            ),
          },
          { title: "商家", dataIndex: "company", width: 130 },
          {
            title: "状态",
            dataIndex: "state",
            width: 80,
            render: (value: FollowUpState, row) => <Tag color={STATE_COLOURS[value]}>{row.state_label}</Tag>,
          },
          {
            title: "开启时间",
            dataIndex: "opened_at",
            width: 120,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "跟进人",
            key: "assignee",
            width: 100,
            render: (_, row) => row.assignee?.name ?? "—",
          },
          {
            title: "联系记录与结果",
            key: "notes",
            render: (_, row) =>
              row.notes.length === 0 && !row.outcome_label ? (
                <Typography.Text type="secondary">暂无记录</Typography.Text>
              ) : (
                <Space direction="vertical" size={8} style={{ width: "100%" }}>
                  {row.outcome_label ? <Tag color="success">{row.outcome_label}</Tag> : null}
                  {row.notes.map((entry) => (
                    <div key={entry.id}>
                      <Typography.Text type="secondary">
                        {formatDateTime(entry.created_at)} {entry.author?.name ?? ""}
                      </Typography.Text>
                      <div style={{ whiteSpace: "pre-line" }}>{entry.content}</div>
                    </div>
                  ))}
                </Space>
              ),
          },
          {
            title: "操作",
            key: "actions",
            width: 110,
            render: (_, row) => {
              if (row.state === "open") {
                return (
                  <Button type="primary" size="small" onClick={() => take(row.id)}>
                    领取
                  </Button>
                );
              }
              if (row.state === "closed" || row.assignee?.id !== staff.id) return "—";
              return (
                <Space direction="vertical" size={8}>
                  <ReasonButton
                    label="记录联系"
                    title="记录与商家的联系"
                    placeholder="联系了谁、怎样联系、商家怎么说"
                    buttonProps={{ size: "small" }}
                    onSubmit={(content) => note(row.id, content)}
                  />
                  <ReasonButton
                    label="结束督办"
                    title="结束督办并记录结果"
                    placeholder="督办的结果与说明"
                    choices={OUTCOME_CHOICES}
                    choicePlaceholder="请选择督办结果"
                    buttonProps={{ size: "small" }}
                    onSubmit={(text, outcome) => close(row.id, text, outcome as FollowUpOutcome)}
                  />
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
