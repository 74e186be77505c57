import "dayjs/locale/zh-cn";
import { App as AntApp, ConfigProvider } from "antd";
import zhCN from "antd/locale/zh_CN";
import type { ReactNode } from "react";
import { BACKOFFICE_THEME } from "./backoffice-theme";

// The company portal and the moderation console share one Ant Design setup (zh_CN, the site's palette).
// Only routes under /company and /admin import this module, so public pages never load Ant Design.
export function BackofficeRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={BACKOFFICE_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
