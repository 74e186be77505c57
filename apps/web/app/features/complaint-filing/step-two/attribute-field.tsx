import { COMPLAINT_ATTRIBUTE_VALUE_MAX } from "@tousu/domain";
import type { DraftAttribute } from "@tousu/page-kit/complaint-draft";
import { cx } from "../../../ui/cx";
import { controlClass, Field } from "../../../ui/field";
import { TextField } from "../../../ui/text-field";

interface AttributeFieldProps {
  attribute: DraftAttribute;
  error?: string;
  onValueChange(value: string): void;
}

/** One of the subtype's extra questions (order number, purchase date…), asked the way the relation says. */
export function AttributeField({ attribute, error, onValueChange }: AttributeFieldProps) {
  const { name, is_required: isRequired, value, input_type: inputType = "text" } = attribute;
  const placeholder = attribute.placeholder ?? (inputType === "select" ? undefined : `请输入${name}`);
  if (inputType === "select" && attribute.options && attribute.options.length > 0) {
    return (
      <Field label={name} error={error} isRequired={isRequired}>
        {(control) => (
          <select
            {...control}
            data-field={`attribute-${attribute.id}`}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cx(controlClass(Boolean(error)), "h-11")}
          >
            <option value="">请选择{name}</option>
            {attribute.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  return (
    <TextField
      label={name}
      error={error}
      isRequired={isRequired}
      data-field={`attribute-${attribute.id}`}
      type={inputType === "date" ? "date" : "text"}
      inputMode={inputType === "number" ? "decimal" : undefined}
      maxLength={COMPLAINT_ATTRIBUTE_VALUE_MAX}
      placeholder={placeholder}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
