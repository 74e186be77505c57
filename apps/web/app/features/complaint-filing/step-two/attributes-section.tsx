import { type DraftAttribute, useDraftStore } from "@tousu/page-kit/complaint-draft";
import { useId } from "react";
import { AttributeField } from "./attribute-field";
import type { StepTwoErrors, StepTwoField } from "./validate-step-two";

interface AttributesSectionProps {
  errors: StepTwoErrors;
  clearError(field: StepTwoField): void;
}

/** The subtype's extra questions (order number, purchase date…); nothing when it asks none. */
export function AttributesSection({ errors, clearError }: AttributesSectionProps) {
  const draft = useDraftStore();
  const id = useId();
  if (draft.attributes.length === 0) return null;

  function updateAttribute(attribute: DraftAttribute, value: string) {
    draft.update({
      attributes: draft.attributes.map((item) => (item.id === attribute.id ? { ...item, value } : item)),
    });
    clearError(`attribute-${attribute.id}`);
  }

  return (
    <section aria-labelledby={`${id}-details`} className="space-y-5 border-t border-gray-100 pt-6">
      <h2 id={`${id}-details`} className="text-base font-semibold text-gray-900">
        补充信息
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {draft.attributes.map((attribute) => (
          <AttributeField
            key={attribute.id}
            attribute={attribute}
            error={errors[`attribute-${attribute.id}`]}
            onValueChange={(value) => updateAttribute(attribute, value)}
          />
        ))}
      </div>
    </section>
  );
}
