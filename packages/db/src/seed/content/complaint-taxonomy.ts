export interface AttributeSeed {
  name: string;
  isRequired?: boolean;
  inputType: "text" | "number" | "date" | "select";
  options?: readonly string[];
  placeholder?: string;
}

export interface SubtypeSeed {
  name: string;
  /** [name, explain] pairs; explain feeds GET /problem/getExplainList. */
  problems: readonly (readonly [string, string])[];
}

export interface TypeSeed {
  name: string;
  /** Every subtype of the type asks for the same extra fields. */
  attributes: readonly AttributeSeed[];
  subtypes: readonly SubtypeSeed[];
}

const ORDER_NO: AttributeSeed = {
  name: "订单号",
  isRequired: true,
  inputType: "text",
  placeholder: "请填写订单编号",
};
const PURCHASE_DATE: AttributeSeed = { name: "购买日期", inputType: "date" };
const ORDER_CHANNEL: AttributeSeed = {
  name: "下单渠道",
  inputType: "select",
  options: ["APP", "小程序", "网页", "线下门店", "电话"],
};

export const COMPLAINT_TYPES: readonly TypeSeed[] = [
  {
    name: "售后服务",
    attributes: [ORDER_NO, PURCHASE_DATE, ORDER_CHANNEL],
    subtypes: [
      {
        name: "维修保养",
        problems: [
          ["维修后故障依旧", "送修后问题没有解决或反复出现"],
          ["维修周期过长", "超过承诺时限仍未修好"],
          ["维修收费不合理", "保修期内收费或报价明显偏高"],
        ],
      },
      {
        name: "退换货",
        problems: [
          ["拒绝七天无理由退货", "符合条件的商品被拒绝无理由退货"],
          ["换货后仍有问题", "更换的商品存在同样或新的问题"],
          ["退货运费争议", "对退货运费由谁承担存在争议"],
        ],
      },
      {
        name: "客服态度",
        problems: [
          ["客服无人回应", "多次联系客服没有得到回复"],
          ["客服推诿敷衍", "客服反复使用话术、推卸责任"],
          ["承诺未兑现", "客服答复的处理方案没有落实"],
        ],
      },
      {
        name: "保修拒绝",
        problems: [
          ["以人为损坏为由拒保", "商家认定人为损坏并拒绝保修"],
          ["保修期内拒绝保修", "在保修期内被拒绝免费维修"],
          ["要求自费检测", "要求消费者自行承担检测费用"],
        ],
      },
    ],
  },
  {
    name: "退款问题",
    attributes: [
      ORDER_NO,
      { name: "退款金额", inputType: "number", placeholder: "单位：元" },
      { name: "申请退款日期", inputType: "date" },
    ],
    subtypes: [
      {
        name: "退款不到账",
        problems: [
          ["退款长时间未到账", "商家同意退款后超过承诺时限仍未到账"],
          ["退款进度不更新", "退款状态长时间停留在处理中"],
          ["退款原路返回失败", "退款因原支付方式问题未能退回"],
        ],
      },
      {
        name: "拒绝退款",
        problems: [
          ["商家拒绝退款", "商家以各种理由拒绝退款申请"],
          ["退款申请被驳回", "退款申请被系统或商家直接驳回"],
          ["扣除高额手续费", "退款需扣除不合理的手续费或违约金"],
        ],
      },
      {
        name: "退款金额不符",
        problems: [
          ["只退部分款项", "商家只退还部分款项"],
          ["优惠券积分未退回", "使用的优惠券、积分等未退回"],
          ["多扣款未退还", "重复扣款后未退还多扣的金额"],
        ],
      },
      {
        name: "定金预付款退还",
        problems: [
          ["定金不退", "定金或意向金不予退还"],
          ["预付卡余额不退", "预付卡、储值卡余额无法退还"],
          ["押金不退", "押金到期后未退还"],
        ],
      },
    ],
  },
  {
    name: "虚假宣传",
    attributes: [
      ORDER_NO,
      PURCHASE_DATE,
      { name: "宣传页面链接", inputType: "text", placeholder: "商品或活动页面地址" },
    ],
    subtypes: [
      {
        name: "夸大宣传",
        problems: [
          ["功效夸大", "产品效果与宣传严重不符"],
          ["宣传承诺不兑现", "宣传中的保过、包退等承诺不兑现"],
          ["参数虚标", "性能参数与宣传不一致"],
        ],
      },
      {
        name: "价格欺诈",
        problems: [
          ["先涨后降", "活动前抬高价格再打折"],
          ["价格标示不一致", "页面价格与结算价格不一致"],
          ["隐藏收费", "下单后才出现额外费用"],
        ],
      },
      {
        name: "虚假促销",
        problems: [
          ["赠品不发", "宣传的赠品没有发放"],
          ["优惠无法使用", "活动优惠券或满减无法使用"],
          ["活动规则变更", "活动期间单方面修改规则"],
        ],
      },
      {
        name: "货不对板",
        problems: [
          ["实物与描述不符", "收到的商品与页面描述不一致"],
          ["以次充好", "用低配或旧款冒充宣传的商品"],
          ["规格型号不符", "收到的规格型号与下单时不一致"],
        ],
      },
    ],
  },
  {
    name: "产品质量",
    attributes: [ORDER_NO, PURCHASE_DATE, { name: "商品型号", inputType: "text" }],
    subtypes: [
      {
        name: "质量缺陷",
        problems: [
          ["使用不久出现故障", "正常使用短期内出现故障"],
          ["外观瑕疵", "商品存在划痕、变形等外观问题"],
          ["功能异常", "部分功能无法正常使用"],
        ],
      },
      {
        name: "安全隐患",
        problems: [
          ["过热冒烟", "使用中发热严重、冒烟或起火"],
          ["漏电漏水", "存在漏电、漏水等风险"],
          ["材料异味", "产品有刺鼻异味或疑似有害物质"],
        ],
      },
      {
        name: "假冒伪劣",
        problems: [
          ["疑似假货", "商品疑似假冒或非正品"],
          ["翻新机冒充新品", "收到翻新或二手商品"],
          ["无合格证明", "商品缺少合格证、三包凭证等"],
        ],
      },
      {
        name: "食品安全",
        problems: [
          ["食物变质", "食品发霉、变质或有异味"],
          ["食品异物", "食品中吃出异物"],
          ["食用后身体不适", "食用后出现腹痛等不适"],
        ],
      },
    ],
  },
  {
    name: "物流配送",
    attributes: [
      { name: "快递单号", isRequired: true, inputType: "text", placeholder: "请填写运单号" },
      { name: "寄件日期", inputType: "date" },
    ],
    subtypes: [
      {
        name: "延迟发货",
        problems: [
          ["超时未发货", "超过承诺时间仍未发货"],
          ["预售一再延期", "预售商品一再推迟发货"],
          ["无故取消订单", "商家单方面取消订单"],
        ],
      },
      {
        name: "丢件损毁",
        problems: [
          ["包裹丢失", "快递在运输途中丢失"],
          ["包裹破损", "收到时外包装或商品损坏"],
          ["赔偿标准过低", "只按运费倍数赔偿，远低于实际损失"],
        ],
      },
      {
        name: "虚假签收",
        problems: [
          ["未收到显示签收", "本人未收到但物流显示已签收"],
          ["未经同意放驿站", "未经同意放入快递柜或驿站"],
          ["他人代签收", "他人代签收导致包裹丢失"],
        ],
      },
      {
        name: "配送超时",
        problems: [
          ["送达严重超时", "实际送达时间远超预计时间"],
          ["配送员态度差", "配送人员言语不当或拒绝送货上门"],
          ["错送漏送", "商品送错或少送"],
        ],
      },
    ],
  },
  {
    name: "合同纠纷",
    attributes: [
      { name: "合同编号", inputType: "text" },
      { name: "签约日期", inputType: "date" },
      { name: "合同金额", inputType: "number", placeholder: "单位：元" },
    ],
    subtypes: [
      {
        name: "霸王条款",
        problems: [
          ["格式条款限制权利", "合同中存在排除消费者权利的条款"],
          ["以最终解释权拒绝履约", "商家以拥有最终解释权为由拒绝履约"],
          ["违约金过高", "约定了明显过高的违约金"],
        ],
      },
      {
        name: "单方变更",
        problems: [
          ["擅自变更服务内容", "未经同意变更服务内容或标准"],
          ["合同期内涨价", "合同期内单方面提价"],
          ["擅自更换老师或门店", "未经同意更换授课老师、服务门店等"],
        ],
      },
      {
        name: "违约不履行",
        problems: [
          ["服务未按约提供", "合同约定的服务没有提供"],
          ["经营者停业失联", "经营者突然停业或失联"],
          ["交付延迟", "未按约定时间交付"],
        ],
      },
      {
        name: "退费纠纷",
        problems: [
          ["退费比例不合理", "退费计算方式明显不合理"],
          ["退费拖延", "同意退费后迟迟不退"],
          ["诱导贷款支付", "被诱导办理分期贷款支付费用"],
        ],
      },
    ],
  },
  {
    name: "收费问题",
    attributes: [
      { name: "扣费金额", isRequired: true, inputType: "number", placeholder: "单位：元" },
      { name: "扣费日期", inputType: "date" },
      { name: "支付方式", inputType: "select", options: ["银行卡", "信用卡", "第三方支付", "话费扣款"] },
    ],
    subtypes: [
      {
        name: "乱收费",
        problems: [
          ["收取不合理费用", "收取未明示或不合理的费用"],
          ["强制搭售", "被强制搭配购买其他商品或服务"],
          ["服务费过高", "服务费、手续费明显过高"],
        ],
      },
      {
        name: "自动续费",
        problems: [
          ["续费前未提醒", "自动续费前未按规定提醒"],
          ["取消续费困难", "取消自动续费的入口隐蔽或无法取消"],
          ["默认勾选续费", "开通时默认勾选了自动续费"],
        ],
      },
      {
        name: "扣费不明",
        problems: [
          ["莫名扣费", "未经授权被扣款"],
          ["重复扣费", "同一笔费用被重复扣取"],
          ["未订购业务被扣费", "被收取未订购业务的费用"],
        ],
      },
      {
        name: "高额利息",
        problems: [
          ["实际利率过高", "综合年化利率明显过高"],
          ["砍头息", "借款时被预先扣除部分本金"],
          ["捆绑会员费", "借款被捆绑收取会员、担保等费用"],
        ],
      },
    ],
  },
  {
    name: "账号安全",
    attributes: [
      { name: "账号ID", isRequired: true, inputType: "text" },
      { name: "发现异常日期", inputType: "date" },
    ],
    subtypes: [
      {
        name: "账号被盗",
        problems: [
          ["账号被他人登录", "账号被他人登录使用"],
          ["资金被盗刷", "账户余额或绑定的支付方式被盗刷"],
          ["找回账号困难", "申诉找回流程繁琐且没有结果"],
        ],
      },
      {
        name: "账号封禁",
        problems: [
          ["无故封号", "未说明理由封禁账号"],
          ["申诉无回应", "封号申诉长期无人处理"],
          ["封号后余额无法取回", "封禁后账户余额无法退还"],
        ],
      },
      {
        name: "虚拟财产丢失",
        problems: [
          ["道具丢失", "游戏道具、装备丢失"],
          ["会员权益失效", "已购会员权益无故失效"],
          ["积分被清零", "积分被无故清零"],
        ],
      },
    ],
  },
  {
    name: "个人信息",
    attributes: [
      { name: "涉及账号或订单号", inputType: "text" },
      { name: "来电号码", inputType: "text", placeholder: "骚扰或催收电话号码" },
    ],
    subtypes: [
      {
        name: "信息泄露",
        problems: [
          ["下单后接到诈骗电话", "下单后对方能准确说出订单信息"],
          ["信息被转卖", "个人信息被提供给第三方"],
          ["证件信息泄露", "上传的证件信息疑似泄露"],
        ],
      },
      {
        name: "骚扰电话短信",
        problems: [
          ["营销电话不断", "频繁接到营销电话"],
          ["营销短信无法退订", "退订后仍持续收到营销短信"],
          ["夜间骚扰", "在夜间拨打电话或发送信息"],
        ],
      },
      {
        name: "过度索取权限",
        problems: [
          ["不授权无法使用", "不同意非必要权限就无法使用"],
          ["读取通讯录", "应用读取通讯录等敏感信息"],
          ["强制人脸识别", "非必要场景强制人脸识别"],
        ],
      },
      {
        name: "注销困难",
        problems: [
          ["账号无法注销", "找不到注销入口或注销失败"],
          ["注销条件苛刻", "注销需满足不合理的条件"],
          ["注销后信息未删除", "注销后个人信息仍被保留使用"],
        ],
      },
      {
        name: "违规催收",
        problems: [
          ["骚扰通讯录联系人", "催收人员联系通讯录中的亲友"],
          ["辱骂威胁", "催收过程中辱骂、威胁"],
          ["冒充公检法", "催收时冒充司法机关恐吓"],
        ],
      },
    ],
  },
  {
    name: "其他",
    attributes: [{ name: "订单号", inputType: "text" }],
    subtypes: [{ name: "其他问题", problems: [["其他消费问题", "以上分类未涵盖的问题"]] }],
  },
];

export const APPEALS = [
  "退款",
  "赔偿",
  "道歉",
  "换货",
  "维修",
  "补发商品",
  "解除合同",
  "退还押金",
  "注销账号",
  "恢复账号",
  "停止骚扰",
  "履行承诺",
  "降低利息",
  "取消自动续费",
  "找回虚拟财产",
] as const;

export type AppealName = (typeof APPEALS)[number];

/** "售后服务/维修保养": how scenarios name a subtype. */
export type SubtypeKey = `${string}/${string}`;

export function subtypeKey(typeName: string, subtypeName: string): SubtypeKey {
  return `${typeName}/${subtypeName}`;
}
