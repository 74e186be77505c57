import * as RadixDialog from "@radix-ui/react-dialog";
import { DIALOG_TOP_OFFSET, MODAL_BASE_Z_INDEX } from "@tousu/domain";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog placed 15vh from the top above a dimmed page (docs/product/constants.md#dialogs-and-layers).
 * Radix handles focus and Escape.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className="fixed inset-0 bg-gray-950/55"
          style={{ zIndex: MODAL_BASE_Z_INDEX }}
        />
        <RadixDialog.Content
          className="fixed left-1/2 w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 rounded-xl bg-white p-7 shadow-2xl focus:outline-none"
          style={{ top: DIALOG_TOP_OFFSET, zIndex: MODAL_BASE_Z_INDEX + 1 }}
          // Radix warns about a dialog without a description unless told there is none on purpose.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="text-xl font-semibold text-gray-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1.5 text-sm text-gray-600">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-6">{children}</div>
          <RadixDialog.Close className="absolute top-4 right-4 rounded-md p-1.5 text-xl text-gray-500 hover:bg-gray-100 hover:text-gray-800">
            <CloseIcon />
            <span className="sr-only">关闭</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
