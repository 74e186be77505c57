import { type ReactNode, useId } from "react";
import { cx } from "./cx";
import { FieldError } from "./field";

interface RadioCardsProps<C extends string> {
  /** The group's visible name (its legend). */
  legend: ReactNode;
  /** The radios' form name. */
  name: string;
  options: readonly { code: C; label: string }[];
  value: C | null;
  onChange(code: NoInfer<C>): void;
  error?: string;
  /** The grid's columns, e.g. `grid-cols-2`. */
  columnsClass: string;
}

/** A single choice drawn as bordered cards: real radios in a fieldset, the chosen one in the brand colour. */
export function RadioCards<C extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columnsClass,
}: RadioCardsProps<C>) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2.5 text-sm font-medium text-gray-900">{legend}</legend>
      <div className={cx("grid gap-2", columnsClass)}>
        {options.map((option) => (
          <label
            key={option.code}
            className={cx(
              "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm",
              value === option.code
                ? "border-brand-600 bg-brand-50 text-brand-800"
                : "border-gray-300 text-gray-800",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.code}
              checked={value === option.code}
              onChange={() => onChange(option.code)}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
