import type { StepTwoField } from "./validate-step-two";

/** Moves the focus to a field of the form (marked `data-field`) and scrolls it into view. */
export function focusField(form: HTMLFormElement | null, field: StepTwoField) {
  const control = form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const focusable = control?.matches("input, textarea, select")
    ? control
    : control?.querySelector<HTMLElement>("input, textarea, select, button");
  focusable?.focus();
  focusable?.scrollIntoView?.({ block: "center" });
}
