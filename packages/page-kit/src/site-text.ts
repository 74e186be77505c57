// The platform's invented name; the demo must not pass itself off as a real complaint service.
export const SITE_NAME = "诉达";

/** What search engines show for the home page, on either site. */
export const HOME_DESCRIPTION =
  "在线投诉商家，平台审核后转交处理，全程公开进度。查看最新投诉、热门投诉与品牌回复率，了解维权知识。";
