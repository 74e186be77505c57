import { describe, expect, it, vi } from "vitest";
import { showMask } from "./show-mask";

// Just enough of the DOM for the mask: elements with attributes, a body, focus events.
class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly focus = vi.fn();
  constructor(readonly ownerDocument: FakeDocument) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  contains(node: unknown): boolean {
    return node === this || this.children.some((child) => child.contains(node));
  }
}

class FakeDocument {
  readonly body = new FakeElement(this);
  private readonly listeners = new Set<(event: { target: unknown }) => void>();
  addEventListener(_type: "focusin", listener: (event: { target: unknown }) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "focusin", listener: (event: { target: unknown }) => void) {
    this.listeners.delete(listener);
  }
  focusIn(target: unknown) {
    for (const listener of this.listeners) listener({ target });
  }
}

/** A page (app root, a toast region) and the mask, as the in-app browser mask portals it into <body>. */
function page(dialogApi: { showModal?: () => void; open?: boolean }) {
  const document = new FakeDocument();
  const appRoot = new FakeElement(document);
  const toasts = new FakeElement(document);
  toasts.setAttribute("aria-hidden", "true");
  const dialog = Object.assign(new FakeElement(document), { open: false, ...dialogApi });
  const button = new FakeElement(document);
  dialog.children.push(button);
  document.body.children.push(appRoot, toasts, dialog);
  return {
    document,
    appRoot,
    toasts,
    dialog,
    button,
    show: () => showMask(dialog as unknown as HTMLDialogElement, button as unknown as HTMLElement),
  };
}

describe("showing the in-app browser mask", () => {
  it("opens a modal dialog where the browser has one, leaving inertness to the browser", () => {
    const showModal = vi.fn();
    const { appRoot, button, show } = page({ showModal });
    expect(show().mode).toBe("modal");
    expect(showModal).toHaveBeenCalledOnce();
    expect(button.focus).toHaveBeenCalled();
    expect(appRoot.hasAttribute("inert")).toBe(false);
  });

  it("falls back to an overlay, without throwing, where <dialog> has no showModal (iOS before 15.4)", () => {
    const { document, appRoot, toasts, dialog, button, show } = page({ showModal: undefined });
    const shown = show();
    expect(shown.mode).toBe("overlay");
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(appRoot.attributes.get("inert")).toBe("");
    expect(appRoot.attributes.get("aria-hidden")).toBe("true");
    expect(dialog.hasAttribute("inert")).toBe(false);
    expect(button.focus).toHaveBeenCalledOnce();

    // Focus wandering behind the overlay comes back to the mask; inside it stays where it is.
    document.focusIn(appRoot);
    expect(button.focus).toHaveBeenCalledTimes(2);
    document.focusIn(button);
    expect(button.focus).toHaveBeenCalledTimes(2);

    shown.release();
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(appRoot.hasAttribute("inert")).toBe(false);
    expect(appRoot.hasAttribute("aria-hidden")).toBe(false);
    // What was hidden before the mask stays hidden after it.
    expect(toasts.attributes.get("aria-hidden")).toBe("true");
    document.focusIn(appRoot);
    expect(button.focus).toHaveBeenCalledTimes(2);
  });

  it("falls back to the overlay when showModal throws", () => {
    const { appRoot, show } = page({
      showModal: () => {
        throw new DOMException("not connected", "InvalidStateError");
      },
    });
    expect(show().mode).toBe("overlay");
    expect(appRoot.hasAttribute("inert")).toBe(true);
  });
});
