/** The H5 complaint page's address (decision 005), as a path of this app (the basename is added by React Router). */
export function complaintDetailsPath(id: number): string {
  return `/pages/complaint/details?id=${id}`;
}

/** The H5 login page, which returns to `back` (a path of this app) once the visitor has logged in. */
export function loginPath(back: string): string {
  return `/pages/login?redirect=${encodeURIComponent(back)}`;
}

/** Asking a question (a page of the H5 site), in the category the reader was looking at. */
export function askQuestionPath(categoryId?: number): string {
  return categoryId ? `/pages/qa/ask?category=${categoryId}` : "/pages/qa/ask";
}
