import { lazy, Suspense, useState } from "react";

// The dialog brings Radix, the contracts, the uploader and the API client: none of it loads until asked for.
const FeedbackDialog = lazy(() =>
  import("./feedback-dialog").then((module) => ({ default: module.FeedbackDialog })),
);

/** 意见反馈: a text button that opens the feedback dialog (anyone may send, logged in or not). */
export function FeedbackButton({ className }: { className: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        className={className}
      >
        意见反馈
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
