import { VIP_ORDER_TTL_MINUTES } from "@tousu/domain";
import { Card } from "../../ui/card";

/** What membership buys and, first, what it never changes: said before anyone pays. */
export function VipTerms() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card title="会员不改变什么">
        <ul className="list-disc space-y-2 px-5 py-4 pl-9 text-sm leading-6 text-gray-800">
          <li>会员购买的是平台的服务，不是投诉的结果：会员的投诉与其他人的投诉按同一标准审核、公开。</li>
          <li>企业看到的会员投诉与其他投诉完全相同，不会知道投诉人是否为会员。</li>
          <li>会员不能让不符合规则的投诉通过审核，也不能删除或改变企业的回复和评价。</li>
          <li>会员标识只在你自己的页面上显示。</li>
          <li>不开通会员，投诉、评论、集体投诉、委托律师等功能都照常可用。</li>
        </ul>
      </Card>
      <Card title="购买规则">
        <ul className="list-disc space-y-2 px-5 py-4 pl-9 text-sm leading-6 text-gray-800">
          <li>按所选套餐一次性支付，不自动续费，到期后不会再扣款。</li>
          <li>会员从支付成功时起生效；已是会员时，从当前到期时间起顺延。</li>
          <li>订单 {VIP_ORDER_TTL_MINUTES / 60} 小时内未支付将自动关闭，关闭后不能再支付。</li>
          <li>支付结果以支付平台通知和平台查询为准；支付成功后若显示“确认中”，请稍候刷新。</li>
          <li>退款由平台客服办理，按退款金额占订单金额的比例缩短会员有效期。</li>
        </ul>
      </Card>
    </div>
  );
}
