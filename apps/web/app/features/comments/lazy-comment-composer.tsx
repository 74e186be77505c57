import { type ComponentProps, lazy, Suspense } from "react";

const CommentComposer = lazy(() =>
  import("./comment-composer").then((module) => ({ default: module.CommentComposer })),
);

/** The composer, fetched when someone first opens it (it brings the contracts and their zod). */
export function LazyCommentComposer(props: ComponentProps<typeof CommentComposer>) {
  return (
    <Suspense fallback={<p className="py-6 text-center text-sm text-gray-600">加载中…</p>}>
      <CommentComposer {...props} />
    </Suspense>
  );
}
