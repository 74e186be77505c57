// /complaint/{id}/{index}: the complaint page scrolled to timeline entry {index}.
export { default, ErrorBoundary, handle, loader, meta } from "./detail";
