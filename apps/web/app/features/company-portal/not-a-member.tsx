import { Button, Result } from "antd";
import { Link } from "react-router";
import { useLogOut } from "../../shared/session/use-log-out";

/** A consumer account that reached /company: explain, and point to the page that signs companies up. */
export function NotAMember() {
  const logOut = useLogOut();
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-100 px-4">
      <Result
        status="info"
        title="当前账号不是企业账号"
        subTitle="企业工作台供入驻企业的管理员和客服使用。如果您代表企业处理投诉，请了解企业入驻；如果管理员已邀请您，请使用被邀请的手机号登录。"
        extra={[
          <Link key="saas" to="/saas">
            <Button type="primary">了解企业入驻</Button>
          </Link>,
          <Button key="switch" onClick={() => void logOut()}>
            切换账号
          </Button>,
          <Link key="home" to="/">
            <Button type="link">返回首页</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
