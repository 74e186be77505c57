/** The H5 complaint page's address (decision 005), as a path of this app (the basename is added by React Router). */
export function complaintDetailsPath(id: number): string {
  return `/pages/complaint/details?id=${id}`;
}

/** The H5 article page's address (decision 005). */
export function articleDetailsPath(id: number): string {
  return `/pages/article/details?id=${id}`;
}
