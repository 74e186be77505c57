import { type InputHTMLAttributes, useState } from "react";
import { cx } from "./cx";
import { controlClass, Field, type FieldProps } from "./field";
import { formatMoney, isMoneyText, parseMoney } from "./money";

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "onChange" | "onBlur" | "type" | "inputMode" | "children"
>;

interface MoneyInputProps extends Omit<FieldProps, "children" | "aside" | "describedBy">, InputProps {
  /** Yuan, ≥ 0, two decimals at most. */
  value: number;
  onValueChange(value: number): void;
}

/**
 * An amount in yuan. A text box rather than type="number": that one accepts 'e' and '-', changes the
 * value on a scroll of the wheel, and reports '12.' as empty. Keys that would make the text invalid are
 * ignored; leaving the box writes the amount back tidily (empty becomes 0).
 */
export function MoneyInput({
  label,
  hint,
  error,
  isRequired,
  className,
  value,
  onValueChange,
  ...input
}: MoneyInputProps) {
  const [text, setText] = useState(() => formatMoney(value));
  // The store can change the amount from outside (a restored or cleared draft): follow it unless the
  // box already says the same amount in other words ('12.' while typing 12.5).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (parseMoney(text) !== value) setText(formatMoney(value));
  }

  return (
    <Field label={label} hint={hint} error={error} isRequired={isRequired} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...input}
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              const next = event.target.value.trim();
              if (!isMoneyText(next)) return;
              setText(next);
              setShownValue(parseMoney(next));
              onValueChange(parseMoney(next));
            }}
            onBlur={() => setText(formatMoney(parseMoney(text)))}
            className={cx(controlClass(Boolean(error)), "h-11 pr-10 tabular-nums")}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-gray-600"
          >
            元
          </span>
        </div>
      )}
    </Field>
  );
}
