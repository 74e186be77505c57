import {
  confirmMediationAgreement,
  draftMediationAgreement,
  failMediation,
  getMediationRoom,
  postMediationEntry,
  respondToMediation,
  sendMediationConfirmCode,
} from "@tousu/contracts";
import { formatDateTime, MEDIATION_MESSAGE_MAX, MEDIATION_TERMS_MAX, STAFF_NOTE_MAX } from "@tousu/domain";
import { Alert, App, Button, Card, Checkbox, Descriptions, Empty, Form, Input, Space, Tag } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { mediationDates } from "./mediation-facts";
import type { MediationRoomData } from "./mediation-room";
import { useLiveRoom } from "./use-live-room";

/**
 * The mediation room in the back offices: the company's operators answer the invitation, write and
 * confirm the agreement; the mediator writes, drafts the agreement and closes it as failed. A new
 * entry by anyone in the room is read at once. The buttons follow the server's `actions`, which it
 * decides again on every step.
 */
export default function ConsoleMediationRoom({ mediationId }: { mediationId: number }) {
  const room = useBackofficeQuery(`mediation:${mediationId}`, (api, signal) =>
    api.call(getMediationRoom, { params: { id: mediationId }, signal }),
  );
  if (!room.data) return <Card loading={room.isLoading} />;
  return <RoomView room={room.data} reload={room.reload} />;
}

function RoomView({ room, reload }: { room: MediationRoomData; reload(): void }) {
  useLiveRoom(room, reload);
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const params = { id: room.id };
  async function act<T>(run: () => Promise<T | null>, done: string) {
    if ((await run()) === null) return false;
    message.success(done);
    reload();
    return true;
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
      <Card title={`调解：${room.complaint.title}`} extra={<Tag color="blue">{room.state_label}</Tag>}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="申请理由">{room.reason}</Descriptions.Item>
          {mediationDates(room).map((date) => (
            <Descriptions.Item key={date.label} label={date.label}>
              {date.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
        <Alert type="info" showIcon title={`${room.disclaimer}。消息仅双方与调解员可见。`} />
        {room.mediator && (
          <p style={{ marginTop: 12 }}>
            调解员：{room.mediator.label}
            {room.mediator.declared_at && `，于${formatDateTime(room.mediator.declared_at)}声明无利益冲突`}
            {room.mediator.declaration && (
              <small style={{ display: "block" }}>{room.mediator.declaration}</small>
            )}
          </p>
        )}
        {room.next_steps && <Alert style={{ marginTop: 12 }} type="warning" title={room.next_steps} />}
        {room.failure_note && <p style={{ marginTop: 12 }}>调解员说明：{room.failure_note}</p>}
        {room.actions.includes("accept") && (
          <Space style={{ marginTop: 16 }}>
            <Button
              type="primary"
              onClick={() =>
                act(() => send(respondToMediation, { params, body: { accept: true } }), "已同意调解")
              }
            >
              同意调解
            </Button>
            <Button
              onClick={() =>
                act(() => send(respondToMediation, { params, body: { accept: false } }), "已拒绝调解")
              }
            >
              拒绝调解
            </Button>
          </Space>
        )}
      </Card>

      <Card title="调解协议">
        {room.agreement ? (
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={`商家履行（${room.agreement.company_due_on}前）`}>
              {room.agreement.company_terms}
            </Descriptions.Item>
            <Descriptions.Item label={`投诉人履行（${room.agreement.consumer_due_on}前）`}>
              {room.agreement.consumer_terms}
            </Descriptions.Item>
            <Descriptions.Item label="确认情况">
              投诉人{room.agreement.consumer_confirmed ? "已确认" : "未确认"}，商家
              {room.agreement.company_confirmed ? "已确认" : "未确认"}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description="调解员尚未起草调解协议" />
        )}
        {room.actions.includes("confirm") && (
          <ConfirmForm
            onSend={() => act(() => send(sendMediationConfirmCode, { params, body: {} }), "验证码已发送")}
            onConfirm={(code) =>
              act(() => send(confirmMediationAgreement, { params, body: { code } }), "已确认协议")
            }
          />
        )}
        {room.actions.includes("draft_agreement") && (
          <DraftForm
            onDraft={(body) =>
              act(() => send(draftMediationAgreement, { params, body }), "协议已更新，等待双方确认")
            }
          />
        )}
      </Card>

      <Card title="消息与方案">
        {room.entries.length === 0 ? (
          // Empty's description is the theme's readable secondary grey (a List's empty text is the
          // disabled grey, 1.8:1 on white).
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有消息" />
        ) : (
          <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {room.entries.map((entry) => (
              <li key={entry.id} style={{ padding: "12px 0", borderBottom: "1px solid #f0f0f0" }}>
                <Space>
                  <strong>{entry.side_label}</strong>
                  {entry.kind === "proposal" && <Tag color="blue">方案</Tag>}
                  <span>{formatDateTime(entry.created_at)}</span>
                </Space>
                <p style={{ whiteSpace: "pre-wrap", margin: "4px 0 0" }}>{entry.content}</p>
              </li>
            ))}
          </ol>
        )}
        {room.actions.includes("post") && (
          <EntryForm onPost={(body) => act(() => send(postMediationEntry, { params, body }), "已发送")} />
        )}
      </Card>

      {room.actions.includes("fail") && (
        <Card title="结束调解">
          <FailForm
            onFail={(note) => act(() => send(failMediation, { params, body: { note } }), "调解已结束")}
          />
        </Card>
      )}
    </Space>
  );
}

function EntryForm({
  onPost,
}: {
  onPost(body: { kind: "message" | "proposal"; content: string }): Promise<boolean>;
}) {
  const [form] = Form.useForm<{ content: string; proposal: boolean }>();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={async ({ content, proposal }) => {
        if (await onPost({ kind: proposal ? "proposal" : "message", content })) form.resetFields();
      }}
    >
      <Form.Item name="content" label="写消息" rules={[{ required: true, message: "请填写内容" }]}>
        <Input.TextArea rows={3} maxLength={MEDIATION_MESSAGE_MAX} showCount />
      </Form.Item>
      <Space>
        <Form.Item name="proposal" valuePropName="checked" noStyle>
          <Checkbox>作为解决方案提出</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          发送
        </Button>
      </Space>
    </Form>
  );
}

interface DraftValues {
  company_terms: string;
  company_due_on: string;
  consumer_terms: string;
  consumer_due_on: string;
}

function DraftForm({ onDraft }: { onDraft(body: DraftValues): Promise<boolean> }) {
  return (
    <Form<DraftValues>
      layout="vertical"
      style={{ marginTop: 16 }}
      onFinish={(values) => void onDraft(values)}
    >
      <Alert
        type="info"
        title="协议条款将在双方确认后显示在投诉的公开进度中，请勿填写姓名、手机号等个人信息。"
      />
      <Form.Item
        name="company_terms"
        label="商家履行事项"
        rules={[{ required: true, message: "请填写商家履行事项" }]}
      >
        <Input maxLength={MEDIATION_TERMS_MAX} />
      </Form.Item>
      <Form.Item
        name="company_due_on"
        label="商家履行期限"
        rules={[{ required: true, message: "请选择商家履行期限" }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item
        name="consumer_terms"
        label="投诉人履行事项"
        rules={[{ required: true, message: "请填写投诉人履行事项" }]}
      >
        <Input maxLength={MEDIATION_TERMS_MAX} />
      </Form.Item>
      <Form.Item
        name="consumer_due_on"
        label="投诉人履行期限"
        rules={[{ required: true, message: "请选择投诉人履行期限" }]}
      >
        <Input type="date" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        起草协议
      </Button>
    </Form>
  );
}

function ConfirmForm({
  onSend,
  onConfirm,
}: {
  onSend(): Promise<boolean>;
  onConfirm(code: string): Promise<boolean>;
}) {
  const [code, setCode] = useState("");
  return (
    <Space wrap style={{ marginTop: 16 }}>
      <Button onClick={() => void onSend()}>发送验证码到我的手机</Button>
      <Input
        aria-label="短信验证码"
        placeholder="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        style={{ width: 160 }}
      />
      <Button type="primary" onClick={() => void onConfirm(code)}>
        确认协议
      </Button>
    </Space>
  );
}

function FailForm({ onFail }: { onFail(note: string): Promise<boolean> }) {
  return (
    <Form<{ note: string }> layout="vertical" onFinish={({ note }) => void onFail(note)}>
      <Form.Item name="note" label="说明（双方可见）" rules={[{ required: true, message: "请填写说明" }]}>
        <Input.TextArea rows={2} maxLength={STAFF_NOTE_MAX} showCount />
      </Form.Item>
      <Button danger htmlType="submit">
        调解未成功，结束调解
      </Button>
    </Form>
  );
}
