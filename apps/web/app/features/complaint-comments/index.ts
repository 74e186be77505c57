export { CommentSection } from "./comment-section";
