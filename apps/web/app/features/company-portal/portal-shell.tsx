import {
  CommentOutlined,
  DashboardOutlined,
  EyeOutlined,
  InboxOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  UsergroupAddOutlined,
} from "@ant-design/icons";
import { ENTERPRISE_MEMBER_ROLE_LABELS } from "@tousu/contracts";
import { Avatar, Button, Select, Skeleton, Space, Tag, Typography } from "antd";
import { type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { BackofficeFrame } from "../../shared/backoffice/backoffice-frame";
import { useLogOut } from "../../shared/session/use-log-out";
import { useUserStore } from "../../shared/session/user-store";
import { useCompanyPortal } from "./portal-context";

const MENU = [
  { key: "/company", icon: <DashboardOutlined />, label: "工作台" },
  { key: "/company/visits", icon: <EyeOutlined />, label: "访问数据" },
  { key: "/company/complaints", icon: <InboxOutlined />, label: "投诉处理" },
  { key: "/company/collectives", icon: <UsergroupAddOutlined />, label: "集体投诉" },
  { key: "/company/mediations", icon: <CommentOutlined />, label: "调解" },
  { key: "/company/members", icon: <TeamOutlined />, label: "成员管理" },
  { key: "/company/brands", icon: <TagsOutlined />, label: "品牌认领" },
  { key: "/company/campaigns", icon: <TrophyOutlined />, label: "维权活动" },
];

function selectedKey(pathname: string): string {
  const match = MENU.filter((item) => item.key !== "/company").find(
    (item) => pathname === item.key || pathname.startsWith(`${item.key}/`),
  );
  return match?.key ?? "/company";
}

/** The portal frame: the menu, the enterprise (switchable for members of several) and the account. */
export function PortalShell({ children }: { children: ReactNode }) {
  const { membership, memberships, selectEnterprise } = useCompanyPortal();
  const { pathname } = useLocation();
  const nickname = useUserStore((state) => state.memberInfo?.nickname);
  const logOut = useLogOut();

  return (
    <BackofficeFrame
      title={
        <span className="inline-flex items-center gap-2">
          <SafetyCertificateOutlined className="text-brand-600" />
          企业工作台
        </span>
      }
      homePath="/company"
      menuItems={MENU}
      selectedKeys={[selectedKey(pathname)]}
      header={
        <>
          <Space size="small" wrap className="min-w-0">
            {memberships.length > 1 ? (
              <Select
                aria-label="切换企业"
                value={membership.enterprise.id}
                onChange={selectEnterprise}
                style={{ width: 240, maxWidth: "100%" }}
                options={memberships.map((item) => ({
                  value: item.enterprise.id,
                  label: item.enterprise.name,
                }))}
              />
            ) : (
              <Typography.Text strong>{membership.enterprise.name}</Typography.Text>
            )}
            {membership.enterprise.is_verified ? <Tag color="success">已认证</Tag> : <Tag>未认证</Tag>}
            <Tag color={membership.role === "owner" ? "red" : "blue"}>
              {ENTERPRISE_MEMBER_ROLE_LABELS[membership.role]}
            </Tag>
          </Space>
          <Space className="ms-auto">
            <Avatar size="small">{nickname?.slice(0, 1)}</Avatar>
            <Typography.Text className="hidden sm:inline">{nickname}</Typography.Text>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => void logOut()}>
              退出
            </Button>
          </Space>
        </>
      }
    >
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>{children}</Suspense>
    </BackofficeFrame>
  );
}
