// One comment system for complaints and articles: the section (list, composer, replies, likes,
// reports) and what a route needs to render its first page.
export { COMMENT_PAGE_SIZE, type CommentPaging, CommentSection } from "./comment-section";
export type { CommentSort, CommentTarget } from "./comment-target";
