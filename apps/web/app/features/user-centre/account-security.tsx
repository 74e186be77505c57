import { unlinkWechatIdentity, type WechatIdentity } from "@tousu/contracts";
import { formatDate, TOAST_DURATION_MS } from "@tousu/domain";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { showToast } from "../../ui/toast";
import { PhoneChangeForm } from "./phone-change-form";

export interface WechatLinks {
  items: WechatIdentity[];
  can_unlink: boolean;
}

/**
 * The account's phone and WeChat identities (docs/decisions/046-binding-a-mobile.md): change the one,
 * unlink the other. An account without a phone keeps its WeChat identity, its only way in.
 */
export function AccountSecurity({ phone, wechat }: { phone: string | null; wechat: WechatLinks | null }) {
  const [isChangingPhone, setIsChangingPhone] = useState(false);
  return (
    <Card title="账号与安全">
      <div className="divide-y divide-gray-100">
        <div className="space-y-4 px-5 py-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-medium text-gray-900">手机号</p>
              <p className="text-sm text-gray-700">
                {phone ?? "未绑定：发布投诉、评论等内容前会请你先绑定手机号"}
              </p>
            </div>
            {phone && !isChangingPhone ? (
              <button
                type="button"
                onClick={() => setIsChangingPhone(true)}
                className={buttonClass({ variant: "secondary" })}
              >
                更换手机号
              </button>
            ) : null}
          </div>
          {phone && isChangingPhone ? (
            <PhoneChangeForm currentPhone={phone} onDone={() => setIsChangingPhone(false)} />
          ) : null}
        </div>
        <div className="px-5 py-4">
          <p className="font-medium text-gray-900">微信</p>
          {wechat === null ? (
            <p className="text-sm text-gray-700">关联信息加载失败，请刷新页面重试</p>
          ) : wechat.items.length === 0 ? (
            <p className="text-sm text-gray-700">未关联微信</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {wechat.items.map((identity) => (
                <WechatIdentityRow key={identity.id} identity={identity} canUnlink={wechat.can_unlink} />
              ))}
            </ul>
          )}
          {wechat && wechat.items.length > 0 && !wechat.can_unlink ? (
            <p className="mt-2 text-sm text-gray-700">绑定手机号后才能解除微信关联，否则将无法登录此账号。</p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function WechatIdentityRow({ identity, canUnlink }: { identity: WechatIdentity; canUnlink: boolean }) {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isUnlinking, setIsUnlinking] = useState(false);

  async function unlink() {
    setIsUnlinking(true);
    try {
      const api = await loadApi();
      const result = await api.request(unlinkWechatIdentity, { params: { id: identity.id } });
      if (!result.ok) return;
      showToast("success", "已解除微信关联", TOAST_DURATION_MS.badRequest);
      await revalidator.revalidate();
    } catch (error) {
      const message = unannouncedFailure(error);
      if (message) showToast("error", message, TOAST_DURATION_MS.default);
    } finally {
      setIsUnlinking(false);
      setIsConfirming(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-800">
      <span>
        微信号 {identity.openid}
        <span className="ml-3 text-gray-600">关联于 {formatDate(identity.linked_at)}</span>
      </span>
      {!canUnlink ? null : isConfirming ? (
        <span className="flex items-center gap-2">
          <span>解除后不能再用此微信登录，确定吗？</span>
          <button
            type="button"
            disabled={isUnlinking}
            onClick={() => void unlink()}
            className={buttonClass({ size: "sm" })}
          >
            {isUnlinking ? "解除中…" : "确定解除"}
          </button>
          <button
            type="button"
            onClick={() => setIsConfirming(false)}
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            取消
          </button>
        </span>
      ) : (
        <button
          type="button"
          onClick={() => setIsConfirming(true)}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          解除关联
        </button>
      )}
    </li>
  );
}
