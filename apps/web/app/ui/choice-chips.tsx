import { useId } from "react";
import { cx } from "./cx";
import { FieldError, RequiredMark } from "./field";

export interface ChoiceOption {
  id: number;
  name: string;
}

interface ChoiceChipsProps {
  /** The group's visible name (its legend). */
  label: string;
  options: readonly ChoiceOption[];
  selected: readonly number[];
  onSelectedChange(selected: number[]): void;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  className?: string;
}

/** Toggles `id` in a selection, keeping the options' order so the chosen ids read as the list does. */
export function toggleChoice(
  options: readonly ChoiceOption[],
  selected: readonly number[],
  id: number,
): number[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return options.filter((option) => next.has(option.id)).map((option) => option.id);
}

/**
 * A multi-select drawn as chips (problems, appeals): real checkboxes in a fieldset, so each chip is
 * reached with Tab, toggled with Space and announced as checked or not; the legend names the group.
 */
export function ChoiceChips({
  label,
  options,
  selected,
  onSelectedChange,
  hint,
  error,
  isRequired,
  className,
}: ChoiceChipsProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={cx(hintId, errorId) || undefined} className={className}>
      <legend className="mb-2 text-sm font-medium text-gray-800">
        {isRequired ? <RequiredMark isAnnounced /> : null}
        {label}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-xs leading-5 text-gray-600">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isChecked = selected.includes(option.id);
          return (
            <label key={option.id} className="relative">
              <input
                type="checkbox"
                name={id}
                value={option.id}
                checked={isChecked}
                aria-invalid={error ? true : undefined}
                onChange={() => onSelectedChange(toggleChoice(options, selected, option.id))}
                className="peer sr-only"
              />
              <span
                className={cx(
                  "inline-flex h-9 cursor-pointer items-center gap-1 rounded-full border px-4 text-sm transition-colors select-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                  isChecked
                    ? "border-brand-600 bg-brand-50 font-medium text-brand-700"
                    : "border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-700",
                )}
              >
                {isChecked ? <span aria-hidden="true">✓</span> : null}
                {option.name}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
