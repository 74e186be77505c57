import { banUser, listAdminUsers, unbanUser } from "@tousu/contracts";
import { formatDateTime, isMobilePhone } from "@tousu/domain";
import { Card, Input, Tag } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { useStaffMember } from "./staff-context";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

const ROLE_TAGS: Record<string, string> = {
  lawyer: "律师",
  moderator: "审核员",
  mediator: "调解员",
  editor: "编辑",
  admin: "管理员",
};

/** Users found by exact phone or by nickname; ban (ends every session) and unban. */
export function AccountsPage() {
  const [search, setSearch] = useState("");
  const staff = useStaffMember();
  const send = useBackofficeAction();
  // A full phone number is looked up exactly (through its blind index); anything else is a nickname.
  const filter = isMobilePhone(search) ? { phone: search } : search ? { keyword: search } : {};
  const users = usePagedList(`users:${search}`, (api, page, signal) =>
    api.call(listAdminUsers, { query: { page, page_size: CONSOLE_PAGE_SIZE, ...filter }, signal }),
  );
  const settle = useConsoleMutation(users.reload);
  const setBanned = (id: number, banned: boolean, reason: string) =>
    settle(
      () => send(banned ? banUser : unbanUser, { params: { id }, body: { reason } }),
      banned ? "已封禁，其登录已全部失效" : "已解除封禁",
    );

  return (
    <Card>
      <Input.Search
        aria-label="查找用户"
        allowClear
        placeholder="完整手机号或昵称"
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(value) => setSearch(value.replace(/\s+/g, ""))}
      />
      <ConsoleTable
        list={users}
        columns={[
          { title: "编号", dataIndex: "id", width: 90 },
          { title: "昵称", dataIndex: "nickname" },
          { title: "手机号", dataIndex: "phone_masked", width: 140 },
          {
            title: "角色",
            dataIndex: "roles",
            render: (roles: string[]) => roles.map((role) => <Tag key={role}>{ROLE_TAGS[role] ?? role}</Tag>),
          },
          {
            title: "状态",
            dataIndex: "status",
            width: 90,
            render: (status: string) =>
              status === "banned" ? <Tag color="red">已封禁</Tag> : <Tag color="success">正常</Tag>,
          },
          {
            title: "注册时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "最近登录",
            dataIndex: "last_login_at",
            width: 170,
            render: (value: string | null) => (value ? formatDateTime(value) : "—"),
          },
          {
            title: "操作",
            key: "ban",
            width: 110,
            render: (_, row) => {
              if (row.id === staff.id || row.roles.includes("admin")) return "—";
              return row.status === "banned" ? (
                <ReasonButton
                  label="解除封禁"
                  buttonProps={{ size: "small" }}
                  onSubmit={(reason) => setBanned(row.id, false, reason)}
                />
              ) : (
                <ReasonButton
                  label="封禁"
                  title={`封禁 ${row.nickname}`}
                  buttonProps={{ size: "small", danger: true }}
                  onSubmit={(reason) => setBanned(row.id, true, reason)}
                />
              );
            },
          },
        ]}
      />
    </Card>
  );
}
