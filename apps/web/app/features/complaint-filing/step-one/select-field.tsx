import type { Ref } from "react";
import { cx } from "../../../ui/cx";
import { controlClass, Field } from "../../../ui/field";
import { ChevronDownIcon } from "../../../ui/icons";

interface SelectFieldProps {
  label: string;
  options: readonly { id: number; name: string }[];
  value: number | null;
  placeholder: string;
  onValueChange(value: number | null): void;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/** A native select with its label and error: the platform's own picker is the most usable on phones. */
export function SelectField({
  label,
  options,
  value,
  placeholder,
  onValueChange,
  error,
  hint,
  isRequired,
  isDisabled,
  selectRef,
  className,
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} isRequired={isRequired} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            ref={selectRef}
            value={value ?? ""}
            disabled={isDisabled}
            onChange={(event) => onValueChange(event.target.value ? Number(event.target.value) : null)}
            className={cx(
              controlClass(Boolean(error)),
              "h-11 appearance-none pr-10 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500",
              value === null && "text-gray-600",
            )}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-gray-500"
            width={18}
            height={18}
          />
        </div>
      )}
    </Field>
  );
}
