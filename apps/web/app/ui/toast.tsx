import type { ToastKind } from "@tousu/api-client";
import { create } from "zustand";
import { cx } from "./cx";
import { CloseIcon } from "./icons";

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  dismiss(id: number): void;
}

let nextId = 1;

const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Callable from anywhere, including the api-client hooks that run outside React. */
export function showToast(kind: ToastKind, message: string, durationMs: number): void {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, kind, message }] }));
  setTimeout(() => useToastStore.getState().dismiss(id), durationMs);
}

const kindStyles: Record<ToastKind, string> = {
  error: "border-brand-200 bg-brand-50 text-brand-800",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  info: "border-gray-200 bg-white text-gray-800",
};

/**
 * Above every dialog (modal base z-index 2000, docs/product/constants.md#dialogs-and-layers), so an error
 * inside a dialog stays visible.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-6 z-[3000] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={cx(
            "pointer-events-auto flex max-w-md items-start gap-3 rounded-md border px-4 py-2.5 text-sm shadow-lg",
            kindStyles[toast.kind],
          )}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-mr-1 rounded p-0.5 opacity-70 hover:opacity-100"
          >
            <CloseIcon />
            <span className="sr-only">关闭提示</span>
          </button>
        </div>
      ))}
    </div>
  );
}
