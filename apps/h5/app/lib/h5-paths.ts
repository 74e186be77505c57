/** The H5 complaint page's address (decision 005), as a path of this app (the basename is added by React Router). */
export function complaintDetailsPath(id: number): string {
  return `/pages/complaint/details?id=${id}`;
}
