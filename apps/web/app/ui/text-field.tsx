import type { InputHTMLAttributes } from "react";
import { cx } from "./cx";
import { controlClass, Field, type FieldProps } from "./field";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "children">;

interface TextFieldProps extends Omit<FieldProps, "children" | "aside" | "describedBy">, InputProps {
  value: string;
  onValueChange(value: string): void;
}

/** A one-line text input with its label, hint and error. */
export function TextField({
  label,
  hint,
  error,
  isRequired,
  className,
  value,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} isRequired={isRequired} className={className}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={cx(controlClass(Boolean(error)), "h-11")}
        />
      )}
    </Field>
  );
}
