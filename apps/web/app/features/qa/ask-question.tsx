import type { QaCategory } from "@tousu/contracts";
import { lazy, Suspense, useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";

// The form brings the contracts, the brand search and the API client: loaded when first opened.
const AskQuestionForm = lazy(() =>
  import("./ask-question-form").then((module) => ({ default: module.AskQuestionForm })),
);

interface AskQuestionProps {
  categories: QaCategory[];
  defaultCategoryId?: number;
}

/** 我要提问: opens the question form; a visitor is asked to log in first. */
export function AskQuestion({ categories, defaultCategoryId }: AskQuestionProps) {
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
  const [isOpen, setIsOpen] = useState(false);
  if (isOpen && viewer) {
    return (
      <Suspense fallback={<p className="py-6 text-center text-sm text-gray-600">加载中…</p>}>
        <AskQuestionForm
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onCancel={() => setIsOpen(false)}
        />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      onClick={() => (viewer ? setIsOpen(true) : openLogin("login"))}
      className={cx(buttonClass(), "mt-4")}
    >
      我要提问
    </button>
  );
}
