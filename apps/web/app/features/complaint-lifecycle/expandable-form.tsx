import { type ReactNode, useId, useState } from "react";
import { buttonClass } from "../../ui/button";

/**
 * A form kept behind its button until asked for, so a list of returned complaints stays a list
 * instead of a column of open forms. Hidden, not unmounted, when folded, so what was typed survives.
 */
export function ExpandableForm({ label, children }: { label: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="space-y-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={() => setIsOpen((open) => !open)}
        className={buttonClass({ size: "sm", variant: isOpen ? "ghost" : "primary" })}
      >
        {isOpen ? "收起" : label}
      </button>
      <div id={regionId} hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
