// Scan login through the WeChat official account (decision 045): the temporary code of a
// scan-login ticket, the server callback that turns a scan into the ticket's confirmation, and the
// cleanup of the pushes' receipts.
export { wechatLoginCode } from "./login-code";
export { wechatReceiptCleanupJob } from "./receipts-cleanup";
export { registerWechatLoginRoutes } from "./routes";
