import { REMOTE_SEARCH_DEBOUNCE_MS } from "@tousu/domain";
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { cx } from "./cx";
import { moveActiveIndex } from "./move-active-index";

export interface RemoteOptions<Option> {
  status: "idle" | "searching" | "done" | "failed";
  options: readonly Option[];
}

/**
 * Options fetched for the typed text once typing pauses (300 ms, docs/product/constants.md#timing). Each new text aborts the
 * request of the one before, so a slow stale answer never replaces a newer one; while a search runs the
 * previous options stay, so the list does not flicker between keystrokes.
 */
export function useRemoteOptions<Option>(
  text: string,
  load: (text: string, signal: AbortSignal) => Promise<readonly Option[]>,
): RemoteOptions<Option> {
  const [result, setResult] = useState<RemoteOptions<Option>>({ status: "idle", options: [] });
  // The latest loader, read when the timer fires, so callers may pass an inline function.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const trimmed = text.trim();

  useEffect(() => {
    if (!trimmed) {
      setResult({ status: "idle", options: [] });
      return;
    }
    setResult((previous) => ({ status: "searching", options: previous.options }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latestLoad.current(trimmed, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setResult({ status: "done", options });
        },
        () => {
          if (!controller.signal.aborted) setResult({ status: "failed", options: [] });
        },
      );
    }, REMOTE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return result;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "defaultValue" | "onChange" | "onKeyDown" | "onFocus" | "onBlur" | "role" | "children"
>;

interface ComboboxProps<Option> extends InputProps {
  label: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** The typed text; the input keeps its `name`, so without JavaScript the form submits what was typed. */
  text: string;
  onTextChange(text: string): void;
  options: readonly Option[];
  optionKey(option: Option): string | number;
  renderOption(option: Option): ReactNode;
  /** Extra classes for one option's row, e.g. a rule above a different kind of option. */
  optionClassName?(option: Option, index: number): string | false | undefined;
  onChoose(option: Option): void;
  /**
   * Enter with no active option does nothing, instead of submitting the form: for a box whose text
   * is only a search, in a form with other fields to fill.
   */
  isEnterKeptFromForm?: boolean;
  /** A line in the popup instead of (or under) the options: searching, nothing found, failed. */
  popupNote?: string | null;
  /** Read out politely when it changes, e.g. how many options were found. */
  announcement?: string;
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
  /** Drawn over the input's box, positioned absolutely (a glyph, a clear link); pad the input for it. */
  decoration?: ReactNode;
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA 1.2 combobox pattern): focus stays in the input,
 * arrow keys move the active option (aria-activedescendant), Enter chooses it, Escape closes the popup
 * and then clears the text. Enter with no active option is left to the form, so a typed text submits
 * (unless `isEnterKeptFromForm`).
 */
export function Combobox<Option>({
  label,
  inputRef,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  optionClassName,
  onChoose,
  isEnterKeptFromForm = false,
  popupNote,
  announcement,
  className,
  labelClassName,
  inputClassName,
  decoration,
  ...input
}: ComboboxProps<Option>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hasPopup = isOpen && text.trim() !== "" && (options.length > 0 || Boolean(popupNote));
  const activeOptionId = hasPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  function close() {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function choose(option: Option) {
    close();
    onChoose(option);
  }

  function moveActive(step: 1 | -1) {
    setIsOpen(true);
    setActiveIndex((active) => moveActiveIndex(active, options.length, step));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        // Alt+Down opens the popup without moving into it.
        if (event.altKey) setIsOpen(true);
        else moveActive(1);
        return;
      case "ArrowUp":
        event.preventDefault();
        moveActive(-1);
        return;
      case "Enter": {
        const option = activeIndex >= 0 && hasPopup ? options[activeIndex] : undefined;
        if (option || isEnterKeptFromForm) event.preventDefault();
        if (option) choose(option);
        return;
      }
      case "Escape":
        if (hasPopup) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          onTextChange("");
        }
        return;
      case "Tab":
        close();
    }
  }

  return (
    <div className={className}>
      <label id={labelId} htmlFor={`${id}-input`} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          {...input}
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hasPopup}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={inputClassName}
        />
        {decoration}
        <div
          hidden={!hasPopup}
          className="absolute inset-x-0 top-full z-30 mt-1 min-w-64 overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg"
        >
          <div
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            className="max-h-80 overflow-y-auto py-1"
          >
            {hasPopup
              ? options.map((option, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keys act on the combobox, which points at the active option.
                  <div
                    key={optionKey(option)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    tabIndex={-1}
                    // Keeps the focus in the input, so the click lands before the blur closes the popup.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActiveIndex(index)}
                    onClick={() => choose(option)}
                    className={cx(
                      "flex cursor-pointer items-center gap-3 px-3 py-2",
                      index === activeIndex ? "bg-brand-50" : "hover:bg-gray-50",
                      optionClassName?.(option, index),
                    )}
                  >
                    {renderOption(option)}
                  </div>
                ))
              : null}
          </div>
          {popupNote ? <p className="px-3 py-2.5 text-sm text-gray-600">{popupNote}</p> : null}
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {hasPopup ? announcement : ""}
      </p>
    </div>
  );
}
