// What the app and the mini-program offer and where to get them. The addresses are the demo's own,
// invented like its brands (.example is reserved for examples), so no code here opens a real store.

export interface ClientOffer {
  key: "app" | "mini-program";
  name: string;
  tagline: string;
  /** What the QR code opens. */
  address: string;
  scanHint: string;
  features: { title: string; text: string }[];
  /** Where to get it without a code to scan (all a phone showing the page can use). */
  whereToGet: string[];
  /** Getting it by scanning the page's code, which the PC page shows. */
  scanToGet: string;
}

export const CLIENT_OFFERS: readonly ClientOffer[] = [
  {
    key: "app",
    name: "诉达 App",
    tagline: "投诉进度实时提醒，维权全程随身带",
    address: "https://download.suda.example/app",
    scanHint: "用手机浏览器或相机扫码，按提示安装",
    features: [
      { title: "进度推送", text: "商家回复、平台审核、处理时限临近，第一时间通知你，不必反复登录查看。" },
      { title: "拍照留证", text: "直接拍摄订单截图、商品问题、聊天记录，上传前自动压缩并去除位置信息。" },
      { title: "消息中心", text: "平台通知、商家回复与评论互动集中查看，一键跳到对应投诉。" },
      { title: "品牌关注", text: "关注常用品牌，查看它的回复率、完成率与最新投诉，消费前心里有数。" },
    ],
    whereToGet: [
      "iPhone：在 App Store 搜索“诉达”",
      "安卓手机：在华为、小米、OPPO、vivo 等应用商店搜索“诉达”",
    ],
    scanToGet: "或扫描本页二维码，在下载页选择对应系统",
  },
  {
    key: "mini-program",
    name: "诉达微信小程序",
    tagline: "微信里就能投诉，无需下载安装",
    address: "https://mp.suda.example/tousu",
    scanHint: "打开微信“扫一扫”",
    features: [
      { title: "免安装", text: "在微信中打开即用，占用空间小，适合偶尔投诉一次的用户。" },
      { title: "快速投诉", text: "手机号一键登录，按步骤填写问题和诉求，几分钟提交完成。" },
      { title: "查看进度", text: "随时查看投诉的审核、商家回复和处理结果，与网站账号数据互通。" },
      { title: "分享求助", text: "把投诉分享给好友或群聊，让更多遇到同样问题的人看到。" },
    ],
    whereToGet: ["在微信顶部搜索框搜索“诉达投诉”，选择小程序"],
    scanToGet: "或用微信“扫一扫”扫描本页二维码",
  },
];

/** The same account everywhere: what a member sees on the site, in the app and in the mini-program. */
export const ACCOUNT_NOTE =
  "网站、App 与小程序使用同一个手机号账号，投诉、消息和积分在三端同步。只想看看投诉、不想安装？直接使用本网站即可，功能完全相同。";
