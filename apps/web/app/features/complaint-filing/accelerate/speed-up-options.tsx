import type { EntrustmentView } from "@tousu/contracts";
import { type ComplaintStatus, PUBLIC_COMPLAINT_STATUSES } from "@tousu/domain";
import { Link } from "react-router";
import { buttonClass } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EntrustmentPanel } from "../../lawyer";
import { AddEvidence } from "./add-evidence";
import { RealNameCheck } from "./real-name-check";
import { ShareComplaint } from "./share-complaint";

const LATER = [{ title: "VIP 加急处理", text: "专人跟进，优先审核与督办。" }] as const;

/** Ways to speed a complaint up: real-name check, more evidence, sharing, a poster; later offers marked as such. */
export function SpeedUpOptions({
  id,
  isRealNameVerified,
  imageCount,
  status,
  entrustment,
  entrustRefusal,
}: {
  id: number;
  isRealNameVerified: boolean;
  imageCount: number;
  status: ComplaintStatus;
  /** The complaint's running entrustment, if any. */
  entrustment: EntrustmentView | null;
  /** Why the complaint can no longer be entrusted (how it was closed), if it cannot. */
  entrustRefusal: string | null;
}) {
  return (
    <Card title="加速处理">
      <div className="divide-y divide-gray-100">
        <Option title="完成实名认证" text="实名投诉更受商家重视，审核也更快。信息加密保存，仅用于核验身份。">
          {isRealNameVerified ? (
            <p className="rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-800">你已完成实名认证。</p>
          ) : (
            <RealNameCheck />
          )}
        </Option>
        <Option title="补充证据" text="订单截图、聊天记录、付款凭证越完整，商家越难推脱。">
          <AddEvidence id={id} imageCount={imageCount} status={status} />
        </Option>
        <Option title="分享投诉" text="让更多人看到，形成关注，推动商家尽快回应。">
          <ShareComplaint id={id} />
        </Option>
        <Option
          title="生成投诉海报"
          text="把投诉做成一张带二维码的图片，发到微信群、朋友圈，扫码即可查看进展。"
        >
          {PUBLIC_COMPLAINT_STATUSES.includes(status) ? (
            <Link to={`/poster/tousu/${id}`} className={buttonClass({ variant: "secondary" })}>
              生成海报
            </Link>
          ) : (
            <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-700">
              投诉审核公开后即可生成海报。
            </p>
          )}
        </Option>
        <Option
          title="委托律师"
          text="商家不回应或处理不满意时，委托已核验执业信息的律师代为维权；费用由律师报价。"
        >
          {entrustment ? (
            <div className="space-y-3">
              <EntrustmentPanel entrustment={entrustment} />
              <Link to={`/law/entrust/${id}`} className="text-sm text-brand-700 hover:underline">
                查看委托详情
              </Link>
            </div>
          ) : entrustRefusal ? (
            <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-700">{entrustRefusal}。</p>
          ) : PUBLIC_COMPLAINT_STATUSES.includes(status) ? (
            <Link to={`/law/entrust/${id}`} className={buttonClass({ variant: "secondary" })}>
              委托律师
            </Link>
          ) : (
            <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-700">
              投诉审核公开后即可委托律师。
            </p>
          )}
        </Option>
        <div className="grid gap-3 px-5 py-5 sm:grid-cols-3">
          {LATER.map((item) => (
            <div
              key={item.title}
              aria-disabled="true"
              className="rounded-md border border-dashed border-gray-200 px-4 py-3"
            >
              <p className="flex items-center justify-between text-sm font-medium text-gray-700">
                {item.title}
                <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal text-gray-600">
                  即将上线
                </span>
              </p>
              <p className="mt-1 text-xs leading-5 text-gray-600">{item.text}</p>
            </div>
          ))}
        </div>
      </div>
    </Card>
  );
}

function Option({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4 px-5 py-5 md:grid-cols-[14rem_1fr]">
      <div>
        <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
        <p className="mt-1 text-xs leading-5 text-gray-600">{text}</p>
      </div>
      <div>{children}</div>
    </section>
  );
}
