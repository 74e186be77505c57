import {
  acceptComplaint,
  companyApplyArchive,
  companyApplyEnd,
  replyToComplaint,
  requestComplaintInfo,
} from "@tousu/contracts";
import {
  APPLICATION_REASON_MAX,
  APPLICATION_REASON_MIN,
  COMPANY_REPLY_MAX,
  COMPANY_REPLY_MIN,
  COMPLAINT_IMAGES_MAX,
  INFO_REQUEST_MAX,
  INFO_REQUEST_MIN,
  type LifecycleAction,
  REPLY_AMOUNT_MAX,
  REPLY_OUTCOME_LABELS,
  REPLY_OUTCOMES,
  type ReplyOutcome,
  replyOutcomeNeedsAmount,
} from "@tousu/domain";
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Typography,
} from "antd";
import { useMemo, useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useApi } from "../../shared/session/api-context";
import { createEvidenceUpload } from "../../shared/upload/upload-evidence";
import { ImageUploader } from "../../ui/image-uploader";
import { APPLICATION_KIND_LABELS, type ApplicationKind } from "../complaint-lifecycle";

type Dialog = "reply" | "requestInfo" | "archive" | "end";

/** A dialog that sends one request; `onSubmit` answers whether it went through (then the dialog closes). */
interface ActionDialogProps<T> {
  open: boolean;
  isSending: boolean;
  onCancel(): void;
  onSubmit(value: T): Promise<boolean>;
}

interface ReplyForm {
  content: string;
  outcome: ReplyOutcome;
  amount?: number;
}

/**
 * What the company may do with the complaint now. The server says which actions are open (`actions`);
 * the panel only offers those, and the server decides again when one is sent.
 */
export function ComplaintActions({
  complaintId,
  actions,
  onDone,
}: {
  complaintId: number;
  actions: readonly LifecycleAction[];
  onDone(): void;
}) {
  const run = useBackofficeAction();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isSending, setIsSending] = useState(false);
  const can = (action: LifecycleAction) => actions.includes(action);

  async function send(action: () => Promise<unknown | null>, success: string) {
    setIsSending(true);
    const result = await action();
    setIsSending(false);
    if (result === null) return false;
    message.success(success);
    setDialog(null);
    onDone();
    return true;
  }

  if (actions.length === 0) {
    return (
      <Card title="处理操作" size="small">
        <Typography.Text type="secondary">当前状态下没有需要企业处理的操作。</Typography.Text>
      </Card>
    );
  }

  return (
    <Card title="处理操作" size="small">
      <Space wrap>
        {can("company_accept") ? (
          <Popconfirm
            title="受理投诉"
            description="受理后投诉状态变为“处理中”，请在处理时限内公开回复。"
            okText="受理"
            cancelText="取消"
            onConfirm={() =>
              send(() => run(acceptComplaint, { body: { complaint_id: complaintId } }), "已受理")
            }
          >
            <Button type="primary" loading={isSending}>
              受理
            </Button>
          </Popconfirm>
        ) : null}
        {can("company_reply") ? (
          <Button type={can("company_accept") ? "default" : "primary"} onClick={() => setDialog("reply")}>
            公开回复
          </Button>
        ) : null}
        {can("company_request_info") ? (
          <Button onClick={() => setDialog("requestInfo")}>请用户补充</Button>
        ) : null}
        {can("company_apply_archive") ? <Button onClick={() => setDialog("archive")}>申请归档</Button> : null}
        {can("company_apply_end") ? <Button onClick={() => setDialog("end")}>申请结案</Button> : null}
      </Space>

      <ReplyDialog
        open={dialog === "reply"}
        isSending={isSending}
        onCancel={() => setDialog(null)}
        onSubmit={(reply) =>
          send(() => run(replyToComplaint, { body: { complaint_id: complaintId, ...reply } }), "回复已发布")
        }
      />
      <RequestInfoDialog
        open={dialog === "requestInfo"}
        isSending={isSending}
        onCancel={() => setDialog(null)}
        onSubmit={(content) =>
          send(
            () => run(requestComplaintInfo, { body: { complaint_id: complaintId, content } }),
            "已请用户补充，处理时限暂停",
          )
        }
      />
      <ApplicationDialog
        kind={dialog === "archive" || dialog === "end" ? dialog : null}
        isSending={isSending}
        onCancel={() => setDialog(null)}
        onSubmit={({ kind, ...application }) =>
          send(
            () =>
              run(kind === "archive" ? companyApplyArchive : companyApplyEnd, {
                body: { complaint_id: complaintId, ...application },
              }),
            "申请已提交，请等待平台审核",
          )
        }
      />
    </Card>
  );
}

function ReplyDialog({ open, isSending, onCancel, onSubmit }: ActionDialogProps<ReplyForm>) {
  const [form] = Form.useForm<ReplyForm>();
  const outcome = Form.useWatch("outcome", form);
  return (
    <Modal
      title="公开回复"
      open={open}
      okText="发布回复"
      cancelText="取消"
      confirmLoading={isSending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        回复将公开显示在投诉页面，用户可确认完成或申诉。
      </Typography.Paragraph>
      <Form<ReplyForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={async (values) => {
          const needsAmount = replyOutcomeNeedsAmount(values.outcome);
          if (await onSubmit({ ...values, amount: needsAmount ? values.amount : undefined }))
            form.resetFields();
        }}
      >
        <Form.Item name="outcome" label="处理结果" rules={[{ required: true, message: "请选择处理结果" }]}>
          <Select
            placeholder="请选择处理结果"
            options={REPLY_OUTCOMES.map((value) => ({ value, label: REPLY_OUTCOME_LABELS[value] }))}
          />
        </Form.Item>
        {outcome && replyOutcomeNeedsAmount(outcome) ? (
          <Form.Item
            name="amount"
            label={`${REPLY_OUTCOME_LABELS[outcome]}金额（元）`}
            rules={[
              { required: true, message: "退款或赔偿请填写金额" },
              { type: "number", min: 0.01, message: "金额须大于0" },
            ]}
          >
            <InputNumber
              min={0}
              max={REPLY_AMOUNT_MAX}
              precision={2}
              style={{ width: "100%" }}
              placeholder="0.00"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="content"
          label="回复内容"
          rules={[
            { required: true, whitespace: true, message: "请填写回复内容" },
            { min: COMPANY_REPLY_MIN, message: `回复内容至少${COMPANY_REPLY_MIN}个字` },
          ]}
        >
          <Input.TextArea
            rows={6}
            maxLength={COMPANY_REPLY_MAX}
            showCount
            placeholder="说明处理过程与结果，请勿填写用户的个人信息"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RequestInfoDialog({ open, isSending, onCancel, onSubmit }: ActionDialogProps<string>) {
  const [form] = Form.useForm<{ content: string }>();
  return (
    <Modal
      title="请用户补充信息"
      open={open}
      okText="发送"
      cancelText="取消"
      confirmLoading={isSending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">发送后处理时限暂停，用户补充后继续计时。</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onSubmit(values.content.trim())}
      >
        <Form.Item
          name="content"
          label="需要补充的内容"
          rules={[
            { required: true, whitespace: true, message: "请填写需要补充的内容" },
            { min: INFO_REQUEST_MIN, message: `需要补充的内容至少${INFO_REQUEST_MIN}个字` },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={INFO_REQUEST_MAX}
            showCount
            placeholder="例如：请提供订单号和付款截图"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const APPLICATION_HINTS = {
  archive: "已与用户达成和解或问题已解决、但用户未确认时，可申请归档，由平台审核。",
  end: "投诉内容不实、重复或已通过其他途径解决时，可申请结案，由平台审核。",
} as const;

function ApplicationDialog({
  kind,
  isSending,
  onCancel,
  onSubmit,
}: Omit<ActionDialogProps<{ kind: ApplicationKind; reason: string; images: string[] }>, "open"> & {
  kind: ApplicationKind | null;
}) {
  const loadApi = useApi();
  const upload = useMemo(() => createEvidenceUpload(loadApi), [loadApi]);
  const [form] = Form.useForm<{ reason: string }>();
  const [images, setImages] = useState<string[]>([]);
  return (
    <Modal
      title={kind ? APPLICATION_KIND_LABELS[kind] : ""}
      open={kind !== null}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={isSending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      afterClose={() => setImages([])}
      destroyOnHidden
    >
      {kind ? <Typography.Paragraph type="secondary">{APPLICATION_HINTS[kind]}</Typography.Paragraph> : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => kind && onSubmit({ kind, reason: values.reason.trim(), images })}
      >
        <Form.Item
          name="reason"
          label="申请理由"
          rules={[
            { required: true, whitespace: true, message: "请填写申请理由" },
            { min: APPLICATION_REASON_MIN, message: `申请理由至少${APPLICATION_REASON_MIN}个字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={APPLICATION_REASON_MAX} showCount />
        </Form.Item>
      </Form>
      <ImageUploader
        label="证明材料（选填）"
        hint={`如沟通记录、退款凭证，最多${COMPLAINT_IMAGES_MAX}张`}
        value={images}
        onValueChange={setImages}
        upload={upload}
      />
    </Modal>
  );
}
