/** How the in-app browser mask is shown: the browser's modal dialog, or our own overlay. */
export type MaskMode = "modal" | "overlay";

export interface ShownMask {
  mode: MaskMode;
  /** Undoes what showing the mask did to the page behind it. */
  release: () => void;
}

/**
 * Shows the mask as a modal dialog, which puts it in the top layer and makes the page behind inert.
 * The in-app browsers the mask is for include old ones (iOS before 15.4, old Android WebViews) whose
 * <dialog> has no `showModal`; there the mask is an ordinary fixed element, drawn over the page by
 * its own styles, and the page's other top-level elements are made inert and hidden from screen
 * readers by hand, with focus kept inside the mask. `dialog` must be a child of <body>.
 */
export function showMask(dialog: HTMLDialogElement, focusTarget: HTMLElement | null): ShownMask {
  if (typeof dialog.showModal === "function") {
    try {
      if (!dialog.open) dialog.showModal();
      focusTarget?.focus();
      return { mode: "modal", release: () => {} };
    } catch {
      // A half-supported dialog (not in the document yet, or a polyfilled stub): the overlay still works.
    }
  }
  return showOverlay(dialog, focusTarget);
}

function showOverlay(dialog: HTMLDialogElement, focusTarget: HTMLElement | null): ShownMask {
  const document = dialog.ownerDocument;
  dialog.setAttribute("open", "");
  // Browsers without `inert` (Safari before 15.5) still honour aria-hidden; the opaque overlay
  // takes the clicks, and the focus guard below the keyboard.
  const hidden = Array.from(document.body.children).filter(
    (element) => element !== dialog && !element.hasAttribute("inert") && !element.hasAttribute("aria-hidden"),
  );
  for (const element of hidden) {
    element.setAttribute("inert", "");
    element.setAttribute("aria-hidden", "true");
  }
  const keepFocusInside = (event: FocusEvent) => {
    if (!dialog.contains(event.target as Node | null)) focusTarget?.focus();
  };
  document.addEventListener("focusin", keepFocusInside);
  focusTarget?.focus();
  return {
    mode: "overlay",
    release: () => {
      document.removeEventListener("focusin", keepFocusInside);
      dialog.removeAttribute("open");
      for (const element of hidden) {
        element.removeAttribute("inert");
        element.removeAttribute("aria-hidden");
      }
    },
  };
}
