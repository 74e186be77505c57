import { ID_CARD_MAX_LENGTH, REAL_NAME_INPUT_MAX_LENGTH } from "@tousu/domain";
import { useDraftStore } from "@tousu/page-kit/complaint-draft";
import { type ReactNode, useId } from "react";
import { TextField } from "../../../ui/text-field";
import type { StepTwoErrors, StepTwoField } from "./validate-step-two";

interface IdentitySectionProps {
  errors: StepTwoErrors;
  clearError(field: StepTwoField): void;
  /** A visitor's phone and SMS code, below the name and ID number. */
  children?: ReactNode;
}

/** Who is complaining: the real name and, optionally, the ID number; kept private. */
export function IdentitySection({ errors, clearError, children }: IdentitySectionProps) {
  const draft = useDraftStore();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-identity`} className="space-y-5 border-t border-gray-100 pt-6">
      <div>
        <h2 id={`${id}-identity`} className="text-base font-semibold text-gray-900">
          身份信息
        </h2>
        <p className="mt-1 text-xs text-gray-600">仅用于平台核实与商家联系处理，加密保存，不会公开展示。</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="真实姓名"
          isRequired
          data-field="real_name"
          autoComplete="name"
          maxLength={REAL_NAME_INPUT_MAX_LENGTH}
          placeholder="与身份证一致的姓名"
          error={errors.real_name}
          value={draft.real_name}
          onValueChange={(real_name) => {
            draft.update({ real_name });
            clearError("real_name");
          }}
        />
        <TextField
          label="身份证号"
          data-field="id_card"
          hint="选填，填写后可用于实名认证，加快处理"
          autoComplete="off"
          maxLength={ID_CARD_MAX_LENGTH}
          placeholder={`${ID_CARD_MAX_LENGTH}位身份证号码`}
          error={errors.id_card}
          value={draft.id_card}
          onValueChange={(id_card) => {
            draft.update({ id_card });
            clearError("id_card");
          }}
        />
      </div>
      {children}
    </section>
  );
}
