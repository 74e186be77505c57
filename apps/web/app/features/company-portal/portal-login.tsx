import { Card, Typography } from "antd";
import { SmsLoginForm } from "../auth";

/** The portal's own entrance: the same SMS login as the site, whose session it then shares. */
export function PortalLogin() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-100 px-4">
      <Card className="w-full max-w-md" title="企业工作台登录">
        <Typography.Paragraph type="secondary">
          使用企业管理员为您登记的手机号登录，未注册的手机号将自动创建账号。
        </Typography.Paragraph>
        <SmsLoginForm />
      </Card>
    </div>
  );
}
