import { type TextareaHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { countCharacters, describeCharacterCount, formatCharacterCount } from "./character-count";
import { cx } from "./cx";
import { controlClass, Field, type FieldProps } from "./field";

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "value" | "onChange" | "children" | "maxLength"
>;

interface TextAreaProps extends Omit<FieldProps, "children" | "aside" | "describedBy">, TextareaProps {
  value: string;
  onValueChange(value: string): void;
  /**
   * Most characters allowed (docs/product/validation.md#word-limits), shown as a live 'count/limit' counter.
   */
  limit: number;
}

// Long enough that the count is read once typing pauses, not after every keystroke.
const ANNOUNCE_DELAY_MS = 1000;

/**
 * A multi-line text box with a word limit. The limit is soft: text past it stays (typed or pasted text
 * is never cut off, and a native maxLength would cut Chinese input-method compositions short) and the
 * field shows an error until it is shortened.
 */
export function TextArea({
  label,
  hint,
  error,
  isRequired,
  className,
  value,
  onValueChange,
  limit,
  rows = 6,
  ...textarea
}: TextAreaProps) {
  const countId = useId();
  const count = countCharacters(value);
  const isOver = count > limit;
  const announcement = useAnnouncedCount(count, limit);
  return (
    <Field
      label={label}
      hint={hint}
      error={error ?? (isOver ? `最多输入${limit}字，请删减${count - limit}字` : undefined)}
      isRequired={isRequired}
      className={className}
      describedBy={countId}
      aside={
        <span
          aria-hidden="true"
          className={cx("text-xs tabular-nums", isOver ? "font-medium text-brand-700" : "text-gray-600")}
        >
          {formatCharacterCount(count, limit)}
        </span>
      }
    >
      {(control) => (
        <>
          <textarea
            {...textarea}
            {...control}
            rows={rows}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cx(controlClass(Boolean(error) || isOver), "block resize-y py-2.5 leading-7")}
          />
          <span id={countId} className="sr-only">
            最多{limit}字
          </span>
          <span aria-live="polite" className="sr-only">
            {announcement}
          </span>
        </>
      )}
    </Field>
  );
}

/** The count in words, updated only after typing pauses and never on first render (nothing to announce). */
function useAnnouncedCount(count: number, limit: number): string {
  const [announcement, setAnnouncement] = useState("");
  const initialCount = useRef(count);
  const hasChanged = useRef(false);
  useEffect(() => {
    if (!hasChanged.current && count === initialCount.current) return;
    hasChanged.current = true;
    const timer = setTimeout(() => setAnnouncement(describeCharacterCount(count, limit)), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, limit]);
  return announcement;
}
