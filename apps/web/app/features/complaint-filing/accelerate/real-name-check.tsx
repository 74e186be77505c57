import { ID_CARD_MESSAGE, verifyRealname } from "@tousu/contracts";
import {
  ID_CARD_MAX_LENGTH,
  isIdCardNumber,
  isRealName,
  REAL_NAME_INPUT_MAX_LENGTH,
  REAL_NAME_MESSAGE,
} from "@tousu/domain";
import { type FormEvent, useState } from "react";
import { unannouncedFailure } from "../../../lib/unannounced-failure";
import { useApi } from "../../../shared/session/api-context";
import { buttonClass } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";

type Errors = Partial<Record<"real_name" | "id_card" | "form", string>>;

/**
 * Real-name check on the accelerate page: name + ID number against the identity provider
 * (POST /common/verifyRealname). The answer comes back masked and only that is shown.
 */
export function RealNameCheck({ onVerified }: { onVerified?: () => void } = {}) {
  const loadApi = useApi();
  const [realName, setRealName] = useState("");
  const [idCard, setIdCard] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<{ real_name: string; id_card: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = realName.trim();
    const number = idCard.trim().toUpperCase();
    const found: Errors = {
      real_name: isRealName(name) ? undefined : REAL_NAME_MESSAGE,
      id_card: isIdCardNumber(number) ? undefined : ID_CARD_MESSAGE,
    };
    setErrors(found);
    if (found.real_name || found.id_card) {
      const form = event.currentTarget;
      form
        .querySelector<HTMLInputElement>(found.real_name ? "[data-field=real_name]" : "[data-field=id_card]")
        ?.focus();
      return;
    }
    setIsSending(true);
    try {
      const api = await loadApi();
      const answer = await api.request(verifyRealname, { body: { real_name: name, id_card: number } });
      if (!answer.ok) return setErrors({ form: answer.msg });
      if (!answer.data.verified) return setErrors({ form: "姓名与身份证号不一致，请核对后重试" });
      setResult({ real_name: answer.data.real_name, id_card: answer.data.id_card });
      onVerified?.();
    } catch (error) {
      setErrors({ form: unannouncedFailure(error) });
    } finally {
      setIsSending(false);
    }
  }

  if (result) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
        已完成实名认证：{result.real_name}（{result.id_card}）
      </p>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="认证姓名"
          isRequired
          data-field="real_name"
          autoComplete="name"
          maxLength={REAL_NAME_INPUT_MAX_LENGTH}
          error={errors.real_name}
          value={realName}
          onValueChange={setRealName}
        />
        <TextField
          label="认证身份证号"
          isRequired
          data-field="id_card"
          autoComplete="off"
          maxLength={ID_CARD_MAX_LENGTH}
          error={errors.id_card}
          value={idCard}
          onValueChange={setIdCard}
        />
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-brand-700">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" disabled={isSending} className={buttonClass()}>
        {isSending ? "认证中…" : "提交实名认证"}
      </button>
    </form>
  );
}
