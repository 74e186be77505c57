import { setOwnMemberDiscount } from "@tousu/contracts";
import {
  formatDateTime,
  MEMBER_DISCOUNT_PERCENT_MAX,
  MEMBER_DISCOUNT_PERCENT_MESSAGE,
  MEMBER_DISCOUNT_PERCENT_MIN,
  memberDiscountWords,
} from "@tousu/domain";
import { type FormEvent, useId, useState } from "react";
import { unannouncedFailure } from "../../lib/unannounced-failure";
import { useApi } from "../../shared/session/api-context";
import { buttonClass } from "../../ui/button";
import { controlClass, FieldError } from "../../ui/field";
import { showToast } from "../../ui/toast";
import type { OwnLawyerProfile } from "./lawyer-fact-fields";

type MemberDiscount = OwnLawyerProfile["member_discount"];

/** What offering the discount binds the lawyer to, said before they offer it (decision 098). */
const WHAT_IT_BINDS = [
  "您的律师主页和律师列表会向所有人标示“会员优惠 减x%”。",
  "设置后，诉达会员向您提交的委托会记录当时的优惠比例；您接受委托时填写的报价是原价，委托人按原价减去该比例后的会员价付费（会员价按分向下取整）。",
  "修改或撤回只对此后提交的委托生效；已提交的委托仍按提交时的比例计算，委托人的会员之后到期也不影响。",
  "优惠由您自愿提供、由您让利，平台不补贴也不加收费用；企业看不到委托人是否为会员。",
  "个人简介中仍不得宣传优惠收费：会员优惠只以平台统一的标示展示。",
] as const;

/**
 * 会员优惠: a verified lawyer offers members a percentage off their fee on entrustment, changes it or
 * withdraws it. The page says first what it binds them to.
 */
export function MemberDiscountSection({ discount }: { discount: MemberDiscount }) {
  const loadApi = useApi();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [current, setCurrent] = useState(discount);
  const [typed, setTyped] = useState(String(discount?.percent ?? ""));
  const [invalid, setInvalid] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(percent: number | null) {
    setBusy(true);
    setFailure(undefined);
    try {
      const api = await loadApi();
      const saved = await api.call(setOwnMemberDiscount, { body: { percent } });
      setCurrent(saved.member_discount);
      setTyped(String(saved.member_discount?.percent ?? ""));
      showToast("success", percent === null ? "已撤回会员优惠" : "会员优惠已保存", 3000);
    } catch (error) {
      setFailure(unannouncedFailure(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setOwnMemberDiscount.body.safeParse({
      percent: typed.trim() === "" ? NaN : Number(typed),
    });
    if (!parsed.success) {
      setInvalid(MEMBER_DISCOUNT_PERCENT_MESSAGE);
      return;
    }
    setInvalid(undefined);
    void save(parsed.data.percent);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          会员优惠
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          您可以自愿为诉达会员提供委托律师费的优惠（{MEMBER_DISCOUNT_PERCENT_MIN}%至
          {MEMBER_DISCOUNT_PERCENT_MAX}
          %）。提供后：
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-gray-700">
          {WHAT_IT_BINDS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className="rounded-md bg-gray-50 px-4 py-3 text-sm text-gray-800">
        {current
          ? `当前：${memberDiscountWords(current.percent)}，自${formatDateTime(current.since)}起提交的委托适用。`
          : "当前未提供会员优惠。"}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-800">
            优惠比例（%）
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={MEMBER_DISCOUNT_PERCENT_MIN}
            max={MEMBER_DISCOUNT_PERCENT_MAX}
            step={1}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={`${controlClass(Boolean(invalid))} h-10 w-32`}
          />
          <FieldError id={invalid ? errorId : undefined} message={invalid} />
        </div>
        <div className="flex gap-3 pt-7">
          <button type="submit" disabled={busy} className={buttonClass()}>
            {current ? "修改优惠" : "提供优惠"}
          </button>
          {current ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void save(null)}
              className={buttonClass({ variant: "secondary" })}
            >
              撤回优惠
            </button>
          ) : null}
        </div>
      </form>
      {failure ? (
        <p role="alert" className="text-sm text-brand-700">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
