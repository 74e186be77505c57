import { useId } from "react";
import { cx } from "../../ui/cx";

/** A 1–5 score as five radio buttons drawn as stars: arrow keys move, the group's legend names it. */
export function StarInput({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: number;
  onValueChange(score: number): void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="float-left w-16 shrink-0 text-sm text-gray-700">{label}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onValueChange(score)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={cx(
                "block px-0.5 text-2xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600",
                score <= value ? "text-amber-500" : "text-gray-300",
              )}
            >
              ★
            </span>
            <span className="sr-only">{score}星</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
