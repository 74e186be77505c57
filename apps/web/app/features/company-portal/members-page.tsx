import { UserAddOutlined } from "@ant-design/icons";
import {
  type ContractData,
  ENTERPRISE_MEMBER_ROLE_LABELS,
  ENTERPRISE_MEMBER_ROLES,
  type EnterpriseMemberRole,
  inviteCompanyMember,
  listCompanyMembers,
  removeCompanyMember,
} from "@tousu/contracts";
import { formatDateTime, isMobilePhone, MOBILE_PHONE_MESSAGE, PHONE_INPUT_MAX_LENGTH } from "@tousu/domain";
import { App, Button, Card, Form, Input, Popconfirm, Select, type TableProps, Tag, Typography } from "antd";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { useUserStore } from "../../shared/session/user-store";
import { isOwner, useCompanyPortal, useEnterpriseScope } from "./portal-context";

type Member = ContractData<typeof listCompanyMembers>[number];

const ROLE_OPTIONS = ENTERPRISE_MEMBER_ROLES.map((role) => ({
  value: role,
  label: ENTERPRISE_MEMBER_ROLE_LABELS[role],
}));

function InviteForm({ onInvited }: { onInvited(): void }) {
  const scope = useEnterpriseScope();
  const run = useBackofficeAction();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string; role: EnterpriseMemberRole }>();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ role: "agent" }}
      className="!mb-4"
      onFinish={async (values) => {
        const member = await run(inviteCompanyMember, { query: scope, body: values });
        if (!member) return;
        message.success(`已添加 ${member.phone}`);
        form.resetFields();
        onInvited();
      }}
    >
      <Form.Item
        name="phone"
        rules={[
          { required: true, message: "请输入手机号" },
          {
            validator: async (_, value?: string) => {
              if (value && !isMobilePhone(value)) throw new Error(MOBILE_PHONE_MESSAGE);
            },
          },
        ]}
      >
        <Input
          placeholder="成员手机号"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          style={{ width: 200 }}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="role">
        <Select options={ROLE_OPTIONS} style={{ width: 130 }} aria-label="成员角色" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined />}>
          添加成员
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 成员管理: everyone sees the team; the owner adds people by phone and removes them. */
export default function MembersPage() {
  const { membership } = useCompanyPortal();
  const scope = useEnterpriseScope();
  const run = useBackofficeAction();
  const { message } = App.useApp();
  const myId = useUserStore((state) => state.memberInfo?.id);
  const canManage = isOwner(membership);
  const members = useBackofficeQuery(`members:${scope.enterprise_id}`, (api, signal) =>
    api.call(listCompanyMembers, { query: scope, signal }),
  );

  async function remove(member: Member) {
    const removed = await run(removeCompanyMember, { params: { userId: member.user_id }, query: scope });
    if (!removed) return;
    message.success(`已移除 ${member.nickname}`);
    members.reload();
  }

  const columns: TableProps<Member>["columns"] = [
    {
      title: "成员",
      key: "nickname",
      render: (_, member) => (
        <span>
          {member.nickname}
          {member.user_id === myId ? <Tag className="!ml-2">我</Tag> : null}
        </span>
      ),
    },
    { title: "手机号", dataIndex: "phone" },
    {
      title: "角色",
      key: "role",
      render: (_, member) => <Tag color={member.role === "owner" ? "red" : "blue"}>{member.role_label}</Tag>,
    },
    { title: "加入时间", key: "joined_at", render: (_, member) => formatDateTime(member.joined_at) },
    ...(canManage
      ? [
          {
            title: "操作",
            key: "remove",
            render: (_: unknown, member: Member) => (
              <Popconfirm
                title={`移除成员 ${member.nickname}？`}
                description="移除后该账号将无法再处理本企业的投诉。"
                okText="移除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => remove(member)}
              >
                <Button type="link" danger>
                  移除
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title="成员管理">
      {canManage ? (
        <InviteForm onInvited={members.reload} />
      ) : (
        <Typography.Paragraph type="secondary">只有企业管理员可以添加或移除成员。</Typography.Paragraph>
      )}
      <WideTable<Member>
        rowKey="user_id"
        columns={columns}
        dataSource={members.data ?? []}
        loading={members.isLoading}
        pagination={false}
      />
      <Typography.Paragraph type="secondary" className="!mt-3 text-xs">
        被添加的手机号将收到站内通知，使用该手机号短信登录即可进入企业工作台；企业至少保留一名管理员。
      </Typography.Paragraph>
    </Card>
  );
}
