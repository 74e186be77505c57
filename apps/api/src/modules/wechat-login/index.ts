// Scan login through the WeChat official account (decisions 045, 059): the server callback that
// opens a ticket for the follower who scanned its code and links to the confirm page, and the cleanup
// of the pushes' receipts.
export { wechatReceiptCleanupJob } from "./receipts-cleanup";
export { registerWechatLoginRoutes } from "./routes";
