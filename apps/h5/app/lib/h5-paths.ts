/** The H5 complaint page's address (decision 005), as a path of this app (the basename is added by React Router). */
export function complaintDetailsPath(id: number): string {
  return `/pages/complaint/details?id=${id}`;
}

/** Where a filed complaint's owner lands (the PC path, decision 078). */
export function acceleratePath(id: number): string {
  return `/complaint/accelerate/${id}`;
}

/** The H5 login page, coming back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/pages/login?redirect=${encodeURIComponent(path)}`;
}
