/** The H5 complaint page's address (decision 005), as a path of this app (the basename is added by React Router). */
export function complaintDetailsPath(id: number): string {
  return `/pages/complaint/details?id=${id}`;
}

/** A complaint's comments, all of them: the same path as the PC page. */
export function complaintCommentsPath(id: number): string {
  return `/complaint/comment/${id}`;
}

export function collectivePath(id: number): string {
  return `/tousu/collective/${id}`;
}

/** The H5 article page's address (decision 005). */
export function articleDetailsPath(id: number): string {
  return `/pages/article/details?id=${id}`;
}

/** Where a filed complaint's owner lands (the PC path, decision 078). */
export function acceleratePath(id: number): string {
  return `/complaint/accelerate/${id}`;
}

/** The accelerate page's address as a route pattern, to recognise a navigation to it. */
export const ACCELERATE_PATH_PATTERN = "/complaint/accelerate/:id";

/** Asking a question (a page of the H5 site), in the category the reader was looking at. */
export function askQuestionPath(categoryId?: number): string {
  return categoryId ? `/pages/qa/ask?category=${categoryId}` : "/pages/qa/ask";
}
