import type { SectorKey } from "./sectors";

// Organisation names and URLs below are invented; the example.* domains are reserved for examples.

/** Paths the web app ships as static files. */
export const SYSTEM_CONFIG: readonly (readonly [string, string, string])[] = [
  ["default_user_avatar", "/images/default-avatar.svg", "用户未设置头像时显示的默认头像"],
  ["default_brand_logo", "/images/default-brand-logo.svg", "品牌未上传标志时显示的默认标志"],
  ["default_platform_logo", "/images/default-platform-logo.svg", "平台处理记录中使用的平台标志"],
];

export const NOTICES: readonly { title: string; content: string; isPinned?: boolean; daysAgo: number }[] = [
  {
    title: "关于平台投诉审核规则调整的公告",
    content:
      "为提升投诉处理效率，自即日起，平台对投诉审核规则进行调整：信息完整的投诉将在1个工作日内完成审核并转交商家；信息不完整的投诉将通知用户补充材料。",
    isPinned: true,
    daysAgo: 3,
  },
  {
    title: "关于加强个人信息保护的声明",
    content:
      "平台对用户的手机号、姓名、身份证号等个人信息进行加密存储，公开页面一律脱敏展示。商家仅能在处理投诉时查看必要信息，并须遵守保密义务。",
    isPinned: true,
    daysAgo: 20,
  },
  {
    title: "春节假期期间投诉处理时效说明",
    content:
      "春节假期期间，平台审核和商家回复时效将顺延，节后将优先处理积压投诉。紧急情况请拨打当地12315热线。",
    daysAgo: 120,
  },
  {
    title: "平台上线商家回复时效提醒功能",
    content: "投诉转交商家后，系统将在回复期限到期前自动提醒商家处理，逾期未回复的投诉将在商家主页公示。",
    daysAgo: 45,
  },
  {
    title: "关于打击恶意投诉和不实信息的公告",
    content:
      "平台坚持客观公正，对捏造事实、恶意攻击、以投诉为名进行敲诈的行为，一经核实将驳回投诉并限制账号功能。",
    daysAgo: 60,
  },
  {
    title: "集体投诉功能使用说明",
    content:
      "针对同一商家同一问题的投诉，用户可以加入对应的集体投诉，平台将汇总诉求统一与商家沟通，提升处理效率。",
    daysAgo: 90,
  },
  {
    title: "平台系统升级维护通知",
    content:
      "平台将于本周六凌晨2:00至5:00进行系统升级，期间投诉提交和消息推送功能可能短暂不可用，给您带来不便敬请谅解。",
    daysAgo: 10,
  },
  {
    title: "“3·15”消费维权专题活动上线",
    content: "“3·15”国际消费者权益日期间，平台推出维权知识专题、律师在线答疑等活动，欢迎广大消费者参与。",
    daysAgo: 200,
  },
  {
    title: "关于规范商家入驻认证的公告",
    content:
      "商家入驻平台需提交营业执照等资质材料，认证通过后方可通过企业后台回复投诉，认证信息将在品牌主页展示。",
    daysAgo: 150,
  },
  {
    title: "投诉满意度评价功能优化说明",
    content:
      "投诉完成后，用户可从服务态度、处理速度和满意度三个维度对商家进行评价，评价结果将计入品牌的满意度统计。",
    daysAgo: 30,
  },
];

export const FRIEND_LINKS: readonly (readonly [string, string])[] = [
  ["消费维权研究中心", "https://www.example.org/consumer-research"],
  ["网络交易监测联盟", "https://www.example.com/trade-monitor"],
  ["诚信经营促进会", "https://www.example.net/integrity"],
  ["数字消费观察", "https://observe.example.org/"],
  ["质量信用信息平台", "https://quality.example.com/"],
  ["消费者教育网", "https://edu.example.org/"],
  ["绿色消费倡导网", "https://green.example.net/"],
  ["电子商务发展研究院", "https://ec-institute.example.com/"],
  ["法律援助服务网", "https://legal-aid.example.org/"],
];

export const ADVERTISING: readonly { position: string; title: string; imageUrl: string; linkUrl: string }[] =
  [
    {
      position: "home_banner",
      title: "3·15消费维权月",
      imageUrl: "/images/ads/banner-1.svg",
      linkUrl: "/activity",
    },
    {
      position: "home_banner",
      title: "集体投诉，一起发声",
      imageUrl: "/images/ads/banner-2.svg",
      linkUrl: "/tousu/collective/list",
    },
    {
      position: "home_banner",
      title: "维权知识课堂",
      imageUrl: "/images/ads/banner-3.svg",
      linkUrl: "/article",
    },
    {
      position: "home_side",
      title: "企业入驻，快速响应投诉",
      imageUrl: "/images/ads/side-1.svg",
      linkUrl: "/saas",
    },
    {
      position: "home_side",
      // The platform shows lawyers' quotes and makes no fee claims for them (decision 049).
      title: "律师在线，找认证律师维权",
      imageUrl: "/images/ads/side-2.svg",
      linkUrl: "/law",
    },
  ];

export const HOT_KEYWORDS = [
  "退款",
  "自动续费",
  "客服不处理",
  "虚假宣传",
  "快递丢件",
  "暴力催收",
  "培训退费",
  "押金不退",
  "质量问题",
  "无故封号",
] as const;

export interface CollectiveSeed {
  sector: SectorKey;
  /** Which brand of the sector (index into its list). */
  brandIndex: number;
  /** Which of the sector's scenarios its member complaints tell. */
  scenarioIndex: number;
  title: string;
  description: string;
  status: "open" | "processing" | "closed";
  daysAgo: number;
  /** The company's public collective reply, posted this many days after the collective opened. */
  reply?: { daysAfterOpening: number; content: string };
}

export const COLLECTIVES: readonly CollectiveSeed[] = [
  {
    sector: "ecommerce",
    brandIndex: 2,
    scenarioIndex: 1,
    title: "{brand}退货后退款长期不到账",
    description: "多名消费者反映在{brand}退货后，商家签收退货却迟迟不退款，客服答复敷衍。",
    status: "processing",
    daysAgo: 400,
    reply: {
      daysAfterOpening: 12,
      content:
        "各位消费者：{brand}已逐单核查本集体投诉涉及的退货订单。退款延迟主要因仓库签收后质检积压所致，我们已将质检时限缩短至签收后48小时，超时订单由系统自动退款。已核实的订单将在7个工作日内原路退回，未收到退款的消费者可在本投诉下补充订单号，专人跟进。",
    },
  },
  {
    sector: "telecom",
    brandIndex: 0,
    scenarioIndex: 0,
    title: "{brand}用户被莫名订购增值业务",
    description: "多名{brand}用户反映手机号被订购了从未办理过的增值业务并持续扣费。",
    status: "open",
    daysAgo: 200,
  },
  {
    sector: "travel",
    brandIndex: 4,
    scenarioIndex: 0,
    title: "{brand}机票退改收取高额手续费",
    description: "消费者反映通过{brand}购买的机票退改手续费远高于航空公司标准。",
    status: "processing",
    daysAgo: 300,
    reply: {
      daysAfterOpening: 20,
      content:
        "{brand}回复：经核查，部分订单的退改费用包含了代理服务费，页面提示不够醒目。自即日起，退改页面将逐项列明航空公司收费与平台服务费；对本集体投诉中服务费高于航空公司标准的订单，我们将退还差额。",
    },
  },
  {
    sector: "education",
    brandIndex: 3,
    scenarioIndex: 3,
    title: "{brand}门店停课，剩余课时费退费难",
    description: "{brand}多家门店突然停课，学员家长的剩余课时费无法退还。",
    status: "open",
    daysAgo: 150,
  },
  {
    sector: "auto",
    brandIndex: 2,
    scenarioIndex: 0,
    title: "{brand}车机系统频繁黑屏死机",
    description: "多名车主反映{brand}车辆的车机系统频繁黑屏、死机，多次维修未解决。",
    status: "closed",
    daysAgo: 600,
  },
  {
    sector: "food",
    brandIndex: 4,
    scenarioIndex: 2,
    title: "{brand}门店关闭，储值卡余额无法使用",
    description: "{brand}多家门店关闭，消费者卡内余额无法使用也无法退还。",
    status: "open",
    daysAgo: 120,
  },
  {
    sector: "finance",
    brandIndex: 3,
    scenarioIndex: 0,
    title: "{brand}借款捆绑会员费、担保费",
    description: "借款用户反映{brand}在借款时捆绑收取会员费和担保费，实际利率过高。",
    status: "processing",
    daysAgo: 350,
    reply: {
      daysAfterOpening: 9,
      content:
        "{brand}已下线借款流程中默认勾选的会员服务。对本集体投诉中未主动开通却被收取会员费的用户，核实后全额退还；担保费问题已提交合作担保机构复核，复核结果将在本页更新。",
    },
  },
  {
    sector: "games",
    brandIndex: 1,
    scenarioIndex: 0,
    title: "{brand}玩家账号被无故封禁",
    description: "多名{brand}玩家反映账号在未违规的情况下被永久封禁，申诉无果。",
    status: "open",
    daysAgo: 90,
  },
  {
    sector: "local",
    brandIndex: 2,
    scenarioIndex: 0,
    title: "{brand}闭店跑路，会员卡退费难",
    description: "{brand}门店突然关闭，会员的预付卡余额和私教课费用无法退还。",
    status: "processing",
    daysAgo: 250,
  },
  {
    sector: "media",
    brandIndex: 0,
    scenarioIndex: 0,
    title: "{brand}会员自动续费未提醒",
    description: "用户反映{brand}会员到期前未提醒即自动续费，取消入口隐蔽。",
    status: "open",
    daysAgo: 180,
  },
];
