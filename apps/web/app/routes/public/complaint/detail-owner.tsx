// /complaint/{id}: the owner's address of the complaint page; the same page as /tousu/{id}.
export { default, ErrorBoundary, handle, loader, meta } from "./detail";
