import { getStaffMe } from "@tousu/contracts";
import { holdsStaffRole, ResultCode } from "@tousu/domain";
import { Button, Card, Result, Space, Spin, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { BackofficeFrame } from "../../shared/backoffice/backoffice-frame";
import { useApi } from "../../shared/session/api-context";
import { endSession } from "../../shared/session/end-session";
import { useLogOut } from "../../shared/session/use-log-out";
import { useUserStore } from "../../shared/session/user-store";
import { SmsLoginForm } from "../auth";
import { sectionOf, sectionsFor } from "./console-menu";
import { type StaffMember, StaffProvider } from "./staff-context";

const ROLE_LABELS: Record<StaffMember["roles"][number], string> = {
  moderator: "审核员",
  mediator: "调解员",
  editor: "编辑",
  finance: "财务",
  analytics: "数据分析",
  admin: "管理员",
};

type Access =
  | { kind: "checking" }
  | { kind: "signed-out" }
  | { kind: "not-staff" }
  | { kind: "failed"; message: string }
  | { kind: "staff"; staff: StaffMember };

/** Who is at the console: asked of the server on every login change (its 403 must not log anyone out). */
function useStaffAccess(): Access {
  const token = useUserStore((state) => state.token);
  const loadApi = useApi();
  const [access, setAccess] = useState<Access>({ kind: "checking" });

  useEffect(() => {
    if (!token) {
      setAccess({ kind: "signed-out" });
      return;
    }
    const controller = new AbortController();
    setAccess({ kind: "checking" });
    loadApi()
      .then((api) => api.request(getStaffMe, { quiet: true, signal: controller.signal }))
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          if (result.ok) return setAccess({ kind: "staff", staff: result.data });
          if (result.code === ResultCode.Unauthorized) {
            endSession();
            return setAccess({ kind: "signed-out" });
          }
          if (result.code === ResultCode.Forbidden) return setAccess({ kind: "not-staff" });
          setAccess({ kind: "failed", message: result.msg });
        },
        () => {
          if (!controller.signal.aborted) setAccess({ kind: "failed", message: "网络异常，请稍后重试" });
        },
      );
    return () => controller.abort();
  }, [token, loadApi]);
  return access;
}

function CenteredPanel({ children }: { children: React.ReactNode }) {
  return (
    <div
      style={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        background: "#f5f5f5",
        padding: 24,
      }}
    >
      {children}
    </div>
  );
}

export function ConsoleShell() {
  const access = useStaffAccess();
  const logOut = useLogOut();

  switch (access.kind) {
    case "checking":
      return (
        <CenteredPanel>
          <Spin size="large" description="正在确认身份…">
            <div style={{ width: 160, height: 80 }} />
          </Spin>
        </CenteredPanel>
      );
    case "signed-out":
      return (
        <CenteredPanel>
          <Card title="平台管理后台登录" style={{ width: "100%", maxWidth: 420 }}>
            <Typography.Paragraph type="secondary">请使用平台工作人员的手机号登录。</Typography.Paragraph>
            <SmsLoginForm />
          </Card>
        </CenteredPanel>
      );
    case "not-staff":
      return (
        <CenteredPanel>
          <Result
            status="403"
            title="无权限"
            subTitle="当前账号不是平台工作人员，无法使用管理后台。"
            extra={
              <Space>
                <Button href="/">返回首页</Button>
                <Button type="primary" onClick={logOut}>
                  切换账号
                </Button>
              </Space>
            }
          />
        </CenteredPanel>
      );
    case "failed":
      return (
        <CenteredPanel>
          <Result
            status="error"
            title="管理后台暂时无法打开"
            subTitle={access.message}
            extra={<Button onClick={() => window.location.reload()}>重试</Button>}
          />
        </CenteredPanel>
      );
    case "staff":
      return <ConsoleLayout staff={access.staff} onLogOut={logOut} />;
  }
}

function ConsoleLayout({ staff, onLogOut }: { staff: StaffMember; onLogOut: () => void }) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const sections = sectionsFor(staff.roles);
  const isAllowed = section !== undefined && holdsStaffRole(staff.roles, section.role);
  // The console's home is the review queue; an editor or a mediator starts at the first section their
  // role may use.
  const firstSection = sections[0];
  if (pathname === "/admin" && !isAllowed && firstSection) return <Navigate to={firstSection.path} replace />;

  return (
    <StaffProvider value={staff}>
      <BackofficeFrame
        title="管理后台"
        homePath="/admin"
        menuItems={sections.map(({ path, label, icon }) => ({ key: path, label, icon }))}
        selectedKeys={section ? [section.path] : []}
        header={
          <>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {pathname.startsWith("/admin/complaints/") ? "投诉审核" : (section?.label ?? "管理后台")}
            </Typography.Title>
            <Space wrap className="ms-auto">
              <span>{staff.nickname}</span>
              {staff.roles.map((role) => (
                <Tag key={role} color="red">
                  {ROLE_LABELS[role]}
                </Tag>
              ))}
              <Button type="link" onClick={onLogOut}>
                退出登录
              </Button>
            </Space>
          </>
        }
      >
        {isAllowed ? (
          <Outlet />
        ) : (
          <Result status="403" title="无权限" subTitle="您的角色不能使用这一栏目，请从菜单选择。" />
        )}
      </BackofficeFrame>
    </StaffProvider>
  );
}
