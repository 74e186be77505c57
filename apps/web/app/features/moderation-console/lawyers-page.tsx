import {
  approveLawyer,
  type ContractData,
  getLawyerApplication,
  listLawyerApplications,
  refuseLawyer,
  reinstateLawyer,
  suspendLawyer,
} from "@tousu/contracts";
import { formatDate, formatDateTime, practiceAreaName } from "@tousu/domain";
import { Alert, Button, Descriptions, Drawer, Image, Popconfirm, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { ReasonButton } from "./reason-button";
import { StatusQueueCard, useStatusQueue } from "./status-queue";

/** The tabs: the statuses, and the verified lawyers whose yearly re-check is near or past. */
const LAWYER_TABS = {
  pending: "待审核",
  due: "待复核",
  verified: "已核验",
  refused: "已驳回",
  suspended: "已暂停",
} as const;
type LawyerTab = keyof typeof LAWYER_TABS;

const STATUS_COLORS = {
  pending: "default",
  verified: "green",
  refused: "red",
  suspended: "default",
} as const;

/** The registry staff check every application against by hand; no API exists. */
const REGISTRY = "全国律师诚信信息公示平台（credit.acla.org.cn）";

type LawyerRow = ContractData<typeof listLawyerApplications>["list"][number] & { id: number };

/** 律师审核: applications to verify, verified lawyers due for their yearly re-check, and the rest. */
export function LawyersPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  const queue = useStatusQueue<LawyerTab, LawyerRow>(
    "lawyers",
    LAWYER_TABS,
    "pending",
    (api, query, signal) =>
      api
        .call(listLawyerApplications, {
          query: {
            page: query.page,
            page_size: query.page_size,
            ...(query.status === "due"
              ? { status: "verified", due_for_recheck: "true" }
              : { status: query.status }),
          },
          signal,
        })
        .then((page) => ({ ...page, list: page.list.map((row) => ({ ...row, id: row.user_id })) })),
  );
  return (
    <>
      <StatusQueueCard
        queue={queue}
        columns={[
          { title: "申请人", dataIndex: "real_name", width: 100 },
          { title: "执业证号", dataIndex: "license_no", width: 190 },
          { title: "执业机构", dataIndex: "law_firm" },
          { title: "城市", dataIndex: "city", width: 80 },
          {
            title: "执业领域",
            dataIndex: "practice_areas",
            render: (areas: string[]) => areas.map(practiceAreaName).join("、"),
          },
          queue.status === "due" || queue.status === "verified"
            ? {
                title: "复核到期",
                dataIndex: "recheck_due_at",
                width: 120,
                render: (value: string | null) => (value ? formatDate(value) : "—"),
              }
            : {
                title: "申请时间",
                dataIndex: "applied_at",
                width: 170,
                render: (value: string) => formatDateTime(value),
              },
          {
            title: "操作",
            key: "open",
            width: 90,
            render: (_, row) => (
              <Button size="small" onClick={() => setOpenId(row.user_id)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        title="律师执业信息核验"
        width="min(640px, 100vw)"
        open={openId !== null}
        onClose={() => setOpenId(null)}
        destroyOnHidden
      >
        {openId !== null ? (
          <LawyerDetail
            userId={openId}
            onDecided={() => {
              queue.list.reload();
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
}

function LawyerDetail({ userId, onDecided }: { userId: number; onDecided(): void }) {
  const send = useBackofficeAction();
  const [version, setVersion] = useState(0);
  const detail = useBackofficeQuery(`lawyer:${userId}:${version}`, (api, signal) =>
    api.call(getLawyerApplication, { params: { id: userId }, signal }),
  );
  const lawyer = detail.data;
  if (!lawyer) return <Typography.Text type="secondary">加载中…</Typography.Text>;

  const decide = async (run: () => Promise<unknown>) => {
    const result = await run();
    if (result === null) return false;
    setVersion((value) => value + 1);
    onDecided();
    return true;
  };
  const params = { id: userId };

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Alert
        type="info"
        showIcon
        message={`请在${REGISTRY}按姓名查询，核对执业证号、执业机构与执业状态，并与执业证照片一致后再通过。`}
      />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[lawyer.status]}>
            {lawyer.status === "pending" ? "待审核" : LAWYER_TABS[lawyer.status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="实名">{lawyer.real_name}</Descriptions.Item>
        <Descriptions.Item label="执业证号">
          <Typography.Text copyable>{lawyer.license_no}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="执业机构">{lawyer.law_firm}</Descriptions.Item>
        <Descriptions.Item label="执业城市">{lawyer.city}</Descriptions.Item>
        <Descriptions.Item label="首次执业年份">{lawyer.practice_since_year}</Descriptions.Item>
        <Descriptions.Item label="执业领域">
          {lawyer.practice_areas.map(practiceAreaName).join("、")}
        </Descriptions.Item>
        <Descriptions.Item label="个人简介">{lawyer.introduction}</Descriptions.Item>
        <Descriptions.Item label="代理企业">
          {lawyer.enterprise_clients.length > 0
            ? lawyer.enterprise_clients
                .map((client) => `${client.name}（${formatDate(client.declared_at)}登记）`)
                .join("；")
            : "未登记"}
        </Descriptions.Item>
        <Descriptions.Item label="申请时间">{formatDateTime(lawyer.applied_at)}</Descriptions.Item>
        {lawyer.verified_at ? (
          <Descriptions.Item label="核验日期">{formatDate(lawyer.verified_at)}</Descriptions.Item>
        ) : null}
        {lawyer.recheck_due_at ? (
          <Descriptions.Item label="复核到期">{formatDate(lawyer.recheck_due_at)}</Descriptions.Item>
        ) : null}
        {lawyer.refusal_reason ? (
          <Descriptions.Item label="驳回/暂停原因">{lawyer.refusal_reason}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <div>
        <Typography.Title level={5}>执业证照片</Typography.Title>
        <Image src={lawyer.license_photo_url} alt="执业证照片" width={360} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          照片地址{formatDateTime(lawyer.license_photo_expires_at)}前有效，过期请重新打开。
        </Typography.Paragraph>
      </div>
      <Space wrap>
        {lawyer.status === "pending" ? (
          <>
            <Popconfirm
              title="确认已在公示平台核对无误？"
              onConfirm={() => decide(() => send(approveLawyer, { params }))}
            >
              <Button type="primary">核验通过</Button>
            </Popconfirm>
            <ReasonButton
              label="驳回申请"
              placeholder="申请人将看到此原因"
              buttonProps={{ danger: true }}
              onSubmit={(reason) => decide(() => send(refuseLawyer, { params, body: { reason } }))}
            />
          </>
        ) : null}
        {lawyer.status === "verified" ? (
          <ReasonButton
            label="暂停展示"
            placeholder="律师本人将看到此原因"
            buttonProps={{ danger: true }}
            onSubmit={(reason) => decide(() => send(suspendLawyer, { params, body: { reason } }))}
          />
        ) : null}
        {lawyer.status === "suspended" ? (
          <Popconfirm
            title="确认已重新核验执业信息？复核到期日将重新计算。"
            onConfirm={() => decide(() => send(reinstateLawyer, { params }))}
          >
            <Button type="primary">复核通过，恢复展示</Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Space>
  );
}
