import {
  DashboardOutlined,
  InboxOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from "@ant-design/icons";
import { ENTERPRISE_MEMBER_ROLE_LABELS } from "@tousu/contracts";
import { Avatar, Button, Layout, Menu, Select, Skeleton, Space, Tag, Typography } from "antd";
import { type ReactNode, Suspense } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useLogOut } from "../session/use-log-out";
import { useUserStore } from "../session/user-store";
import { useCompanyPortal } from "./portal-context";

const MENU = [
  { key: "/company", icon: <DashboardOutlined />, label: "工作台" },
  { key: "/company/complaints", icon: <InboxOutlined />, label: "投诉处理" },
  { key: "/company/collectives", icon: <UsergroupAddOutlined />, label: "集体投诉" },
  { key: "/company/members", icon: <TeamOutlined />, label: "成员管理" },
  { key: "/company/brands", icon: <TagsOutlined />, label: "品牌认领" },
];

function selectedKey(pathname: string): string {
  const match = MENU.filter((item) => item.key !== "/company").find(
    (item) => pathname === item.key || pathname.startsWith(`${item.key}/`),
  );
  return match?.key ?? "/company";
}

/** The portal frame: side menu, the enterprise (switchable for members of several) and the account. */
export function PortalShell({ children }: { children: ReactNode }) {
  const { membership, memberships, selectEnterprise } = useCompanyPortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nickname = useUserStore((state) => state.memberInfo?.nickname);
  const logOut = useLogOut();

  return (
    // Inline styles: Ant Design's rules outrank Tailwind's utility layer for min-height and background.
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider
        width={208}
        theme="light"
        breakpoint="lg"
        collapsedWidth={64}
        className="border-r border-gray-200"
      >
        <Link
          to="/company"
          className="flex h-16 items-center gap-2 px-5 text-base font-semibold text-gray-900"
        >
          <SafetyCertificateOutlined className="text-brand-600" />
          企业工作台
        </Link>
        <Menu
          mode="inline"
          selectedKeys={[selectedKey(pathname)]}
          items={MENU}
          onClick={({ key }) => navigate(key)}
          className="border-e-0"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          className="flex items-center justify-between border-b border-gray-200 px-6"
          style={{ background: "#fff" }}
        >
          <Space size="middle">
            {memberships.length > 1 ? (
              <Select
                aria-label="切换企业"
                value={membership.enterprise.id}
                onChange={selectEnterprise}
                style={{ minWidth: 240 }}
                options={memberships.map((item) => ({
                  value: item.enterprise.id,
                  label: item.enterprise.name,
                }))}
              />
            ) : (
              <Typography.Text strong>{membership.enterprise.name}</Typography.Text>
            )}
            {membership.enterprise.is_verified ? <Tag color="green">已认证</Tag> : <Tag>未认证</Tag>}
            <Tag color={membership.role === "owner" ? "red" : "blue"}>
              {ENTERPRISE_MEMBER_ROLE_LABELS[membership.role]}
            </Tag>
          </Space>
          <Space>
            <Avatar size="small">{nickname?.slice(0, 1)}</Avatar>
            <Typography.Text>{nickname}</Typography.Text>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => void logOut()}>
              退出
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="p-6">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>{children}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
