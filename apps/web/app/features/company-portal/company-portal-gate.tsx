import { getCompanyMe } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { Button, Result, Spin } from "antd";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { useUserStore } from "../../shared/session/user-store";
import { NotAMember } from "./not-a-member";
import { CompanyPortalProvider } from "./portal-context";
import { PortalLogin } from "./portal-login";
import { PortalShell } from "./portal-shell";

const CHOSEN_ENTERPRISE_KEY = "tousu-company-enterprise";

function readChosenEnterprise(): number | null {
  return parseEntityId(localStorage.getItem(CHOSEN_ENTERPRISE_KEY));
}

function PortalLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spin size="large" tip="加载中…">
        <div className="h-16 w-32" />
      </Spin>
    </div>
  );
}

/**
 * Who may see the portal: a visitor gets the SMS login, a member of no enterprise an explanation, a
 * member the portal for the enterprise they chose last (their first one otherwise).
 */
export function CompanyPortalGate({ children }: { children: ReactNode }) {
  const token = useUserStore((state) => state.token);
  if (!token) return <PortalLogin />;
  // Keyed by the token: another login is another person with other memberships.
  return (
    <MembershipsLoader key={token} token={token}>
      {children}
    </MembershipsLoader>
  );
}

function MembershipsLoader({ token, children }: { token: string; children: ReactNode }) {
  const me = useBackofficeQuery(`company-me:${token}`, (api, signal) => api.call(getCompanyMe, { signal }));
  const [chosen, setChosen] = useState(readChosenEnterprise);
  const selectEnterprise = useCallback((enterpriseId: number) => {
    localStorage.setItem(CHOSEN_ENTERPRISE_KEY, String(enterpriseId));
    setChosen(enterpriseId);
  }, []);
  const memberships = me.data?.memberships;
  const portal = useMemo(() => {
    const membership = memberships?.find((item) => item.enterprise.id === chosen) ?? memberships?.[0];
    return membership && memberships ? { membership, memberships, selectEnterprise } : null;
  }, [memberships, chosen, selectEnterprise]);

  if (!me.data) {
    if (me.isLoading) return <PortalLoading />;
    return (
      <Result
        status="warning"
        title="企业信息加载失败"
        extra={
          <Button type="primary" onClick={me.reload}>
            重试
          </Button>
        }
      />
    );
  }
  if (!portal) return <NotAMember />;
  return (
    <CompanyPortalProvider value={portal}>
      {/* Keyed by the enterprise: switching drops every page's data of the previous one. */}
      <PortalShell key={portal.membership.enterprise.id}>{children}</PortalShell>
    </CompanyPortalProvider>
  );
}
