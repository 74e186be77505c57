import type { AppealName, SubtypeKey } from "./complaint-taxonomy";
import type { SectorKey } from "./sectors";

// Complaint text is assembled from these templates. Slots every template may use:
// {brand} {product} {money} {date} (purchase date) {duration} {days}, {brandProduct}
// ("冰川冰箱" or "澜风电器冰箱") and {brandsProduct} ("冰川冰箱" or "澜风电器的冰箱");
// {issue} and any other slot come from the scenario. Keep each title readable on its own.

export interface Scenario {
  subtype: SubtypeKey;
  /** Problem names of that subtype that this story fits; one or two are attached. */
  problems: readonly string[];
  /** The first is the main demand; it drives the title suffix and the company reply. */
  appeals: readonly AppealName[];
  products?: readonly string[];
  /** Products with the faults that fit them; sets both {product} and {issue}. */
  productIssues?: readonly (readonly [string, readonly string[]])[];
  money?: readonly [number, number];
  slots?: Readonly<Record<string, readonly string[]>>;
  titles: readonly string[];
  bodies: readonly string[];
}

/**
 * A narrower business inside a sector (a brand named 冰川冰箱 sells fridges): limits the
 * scenarios and products its complaints draw from, so no fridge brand is accused over a cooker hood.
 */
export interface BrandKind {
  /** Indexes into the sector's scenarios; all of them when absent. */
  scenarios?: readonly number[];
  /** Replaces the sector's default products and filters a scenario's own products. */
  products?: readonly string[];
  /** The brand name already says the product (冰川冰箱), so "{brand}{product}" would repeat it. */
  brandIsProduct?: boolean;
  /** Price range when the scenario has none of its own (bus tickets cost less than tours). */
  money?: readonly [number, number];
}

export interface SectorText {
  products: readonly string[];
  money: readonly [number, number];
  scenarios: readonly Scenario[];
  kinds?: Readonly<Record<string, BrandKind>>;
}

const HOUSEHOLD_GOODS: readonly (readonly [string, readonly string[]])[] = [
  ["空气净化器", ["运行时有明显异响", "滤网提示无法消除", "频繁自动关机"]],
  ["扫地机器人", ["经常迷路撞墙", "无法自动回充", "主刷不转"]],
  ["羽绒服", ["大量跑绒", "拉链整条脱落", "洗过一次就严重变形"]],
  ["运动鞋", ["鞋底开胶", "鞋面开裂", "走路时鞋底异响"]],
  ["蓝牙耳机", ["频繁断连", "单边没有声音", "充电仓无法充电"]],
  ["乳胶床垫", ["有刺鼻异味", "中间明显塌陷"]],
  ["电动牙刷", ["充不进电", "刷头松动脱落"]],
  ["行李箱", ["拉杆卡住无法收回", "万向轮断裂"]],
  ["投影仪", ["画面出现大片黑斑", "开机几分钟就过热关机"]],
  ["办公椅", ["气杆漏气下沉", "椅背连接处断裂"]],
  ["儿童安全座椅", ["卡扣无法锁紧", "底座开裂"]],
  ["保温杯", ["保温效果很差", "杯盖漏水"]],
  ["婴儿推车", ["刹车失灵", "折叠卡扣断裂"]],
];

const APPLIANCES: readonly (readonly [string, readonly string[]])[] = [
  ["冰箱", ["冷藏室不制冷", "压缩机噪音很大", "门封条漏气结霜"]],
  ["空调", ["制冷效果很差", "室外机异响", "室内机漏水"]],
  ["洗衣机", ["脱水时剧烈晃动", "底部漏水", "显示故障代码无法启动"]],
  ["扫地机器人", ["频繁迷路", "无法自动回充", "主刷不转"]],
  ["笔记本电脑", ["频繁蓝屏", "屏幕出现亮线", "电池鼓包"]],
  ["手机", ["充电时发烫严重", "屏幕触控失灵", "信号时有时无"]],
  ["蓝牙耳机", ["频繁断连", "单边没有声音"]],
  ["净水器", ["出水有异味", "机身漏水", "滤芯提示异常"]],
  ["电热水器", ["加热后不出热水", "频繁跳闸"]],
  ["美容仪", ["使用后皮肤发红刺痛", "无法开机"]],
  ["显示器", ["出现坏点和漏光", "频繁黑屏"]],
  ["智能音箱", ["无法连接网络", "唤醒后没有反应"]],
  ["相机", ["对焦失灵", "开机报错无法拍照", "镜头进灰"]],
  ["电暖器", ["通电后不发热", "倾倒后不能自动断电"]],
  ["充电宝", ["充不进电", "鼓包变形"]],
];

export const SECTOR_TEXT: Record<SectorKey, SectorText> = {
  ecommerce: {
    products: ["空气净化器", "羽绒服", "蓝牙耳机", "婴儿奶粉", "乳胶床垫", "护肤套装", "行李箱", "猫粮"],
    money: [59, 6999],
    scenarios: [
      {
        subtype: "产品质量/质量缺陷",
        problems: ["使用不久出现故障", "功能异常"],
        appeals: ["退款", "换货"],
        productIssues: HOUSEHOLD_GOODS,
        titles: [
          "购买的{product}使用{duration}后{issue}，联系客服多次无人处理",
          "在{brand}买的{product}{issue}，售后一直推脱",
          "{product}刚用{duration}就{issue}，商家拒绝退换",
        ],
        bodies: [
          "我于{date}在{brand}购买了一件{product}，实付{money}元。使用{duration}后{issue}，已经影响正常使用。",
          "{date}在{brand}下单了{product}，订单金额{money}元，收货后按说明书正常使用。才过了{duration}，{product}就{issue}。",
        ],
      },
      {
        subtype: "退款问题/退款不到账",
        problems: ["退款长时间未到账", "退款进度不更新"],
        appeals: ["退款"],
        titles: [
          "{brand}退货后{days}天仍未收到退款",
          "商品已退回，{brand}迟迟不退款",
          "申请退款{days}天未到账，客服一直说在处理",
        ],
        bodies: [
          "{date}我在{brand}购买了{product}，金额{money}元。因为不合适申请了退货，物流显示商家已于{days}天前签收退货，但退款至今没有到账，订单页面一直显示“退款处理中”。",
          "我在{brand}买的{product}（{money}元）按要求寄回了，商家也确认收到了退货。可是{days}天过去了，钱还是没有退回来。",
        ],
      },
      {
        subtype: "虚假宣传/货不对板",
        problems: ["实物与描述不符", "以次充好"],
        appeals: ["退款", "赔偿"],
        slots: {
          issue: [
            "材质与页面描述完全不同",
            "颜色和尺码都与下单时不一致",
            "收到的是明显的旧款",
            "做工粗糙，与宣传图差距很大",
          ],
        },
        titles: ["{brand}页面宣传与实物严重不符，{product}{issue}", "网购{product}货不对板，{brand}拒绝退货"],
        bodies: [
          "{date}我在{brand}看到{product}的商品页面写着“正品保障、品质优选”，于是下单购买，花了{money}元。收到货后发现{issue}。",
          "在{brand}购买的{product}（实付{money}元）收到后，我对照商品详情页仔细检查，发现{issue}，和宣传的根本不是一回事。",
        ],
      },
      {
        subtype: "物流配送/虚假签收",
        problems: ["未收到显示签收", "他人代签收"],
        appeals: ["补发商品", "退款"],
        titles: [
          "{brand}订单显示已签收但本人未收到{product}",
          "{product}没收到却显示签收，{brand}和快递互相推诿",
        ],
        bodies: [
          "我于{date}在{brand}下单购买了{product}，订单金额{money}元。物流信息显示{days}天前已签收，但我和家人都没有收到，也没有接到任何电话或取件通知。",
        ],
      },
      {
        subtype: "虚假宣传/价格欺诈",
        problems: ["先涨后降", "价格标示不一致"],
        appeals: ["退款", "赔偿"],
        titles: [
          "{brand}大促先涨价后打折，{product}“到手价”比平时还贵",
          "{brand}下单后结算价格与页面展示不符",
        ],
        bodies: [
          "{date}{brand}大促期间，{product}页面标注“限时直降，到手价{money}元”。下单后我发现，活动前一周同款商品的日常售价比“到手价”还低，所谓优惠就是先涨价再打折。",
        ],
      },
    ],
    kinds: {
      fresh: { products: ["车厘子", "牛排", "海鲜礼盒", "有机蔬菜"], scenarios: [1, 3, 4] },
      baby: { products: ["婴儿奶粉", "纸尿裤", "婴儿推车", "儿童安全座椅"], scenarios: [0, 1, 3, 4] },
    },
  },
  telecom: {
    products: ["5G畅享套餐", "千兆宽带", "流量卡", "亲情副卡", "融合套餐", "国际漫游包"],
    money: [19, 1980],
    scenarios: [
      {
        subtype: "收费问题/扣费不明",
        problems: ["莫名扣费", "未订购业务被扣费"],
        appeals: ["退款", "道歉"],
        slots: { issue: ["视频彩铃", "游戏会员", "流量加油包", "天气资讯", "音乐包", "云存储"] },
        titles: ["{brand}手机号被莫名扣费，从未订购{issue}业务", "{brand}每月多扣费，查询是{issue}业务"],
        bodies: [
          "我使用{brand}的手机号已经好几年了，近期查看账单发现每月都有一笔{issue}业务费用，累计被扣{money}元。我本人从未订购过该业务，也没有收到过任何确认短信。",
        ],
      },
      {
        subtype: "售后服务/维修保养",
        problems: ["维修周期过长", "维修后故障依旧"],
        appeals: ["维修", "解除合同", "赔偿"],
        products: ["千兆宽带", "光纤宽带", "融合套餐宽带"],
        titles: ["{brandProduct}频繁断网，报修{days}天无人上门", "{brandsProduct}网速严重不达标，要求解约"],
        bodies: [
          "{date}我办理了{brandsProduct}，合约期两年，已缴费{money}元。从上个月开始网络频繁掉线，晚上几乎无法使用。报修后客服说会尽快安排师傅上门，结果{days}天过去了一直没人来。",
        ],
      },
      {
        subtype: "合同纠纷/单方变更",
        problems: ["擅自变更服务内容", "合同期内涨价"],
        appeals: ["履行承诺", "退款"],
        titles: ["{brand}套餐被擅自变更，资费上涨", "营业厅承诺的{product}优惠没兑现，{brand}每月多扣费"],
        bodies: [
          "我在{date}通过{brand}营业厅办理了{product}，当时工作人员承诺合约期内月租优惠不变。但近几个月话费明显增加，累计多扣了{money}元，查询后发现套餐已被更换，我从未同意过任何变更。",
        ],
      },
      {
        subtype: "个人信息/注销困难",
        problems: ["账号无法注销", "注销条件苛刻"],
        appeals: ["注销账号", "解除合同"],
        products: ["亲情副卡", "流量卡", "副卡"],
        money: [100, 1200],
        titles: ["{brandProduct}无法注销，营业厅和客服互相推诿", "想注销{brand}的号码却被要求支付违约金"],
        bodies: [
          "我名下有一张{brandsProduct}，已经很久不用了，想申请注销。客服说必须去开户地营业厅办理，营业厅又说合约未到期需要缴纳{money}元违约金，而我当初办理时根本没有被告知有合约期。",
        ],
      },
      {
        subtype: "个人信息/骚扰电话短信",
        problems: ["营销短信无法退订", "营销电话不断"],
        appeals: ["停止骚扰", "道歉"],
        money: [0, 0],
        titles: ["{brand}营销短信退订后仍每天发送", "{brand}客服每天打电话推销套餐，严重骚扰"],
        bodies: [
          "从{date}开始，我几乎每天都会收到{brand}的套餐推销电话和短信，多次回复退订并明确表示不需要，依然没有停止，有时晚上九点以后还在打。",
        ],
      },
    ],
    kinds: {
      broadband: { products: ["千兆宽带", "光纤宽带"], brandIsProduct: true, scenarios: [1, 2, 4] },
      dataCard: { products: ["流量卡"], brandIsProduct: true, scenarios: [0, 2, 3] },
    },
  },
  travel: {
    products: ["机票", "酒店", "跟团游", "景区门票", "民宿", "租车订单", "火车票抢票服务"],
    money: [80, 12800],
    scenarios: [
      {
        subtype: "退款问题/拒绝退款",
        problems: ["商家拒绝退款", "扣除高额手续费"],
        appeals: ["退款"],
        titles: ["在{brand}预订的{product}申请退订被扣高额手续费", "{brandsProduct}无法取消，客服称不可退"],
        bodies: [
          "{date}我通过{brand}预订了{product}，支付{money}元。因行程变化，我在出行前{days}天申请取消，平台却告知要扣除近一半的手续费，下单页面上并没有明显提示这一规则。",
        ],
      },
      {
        subtype: "收费问题/乱收费",
        problems: ["收取不合理费用", "服务费过高"],
        appeals: ["退款", "道歉"],
        products: ["网约车行程", "顺风车行程"],
        money: [25, 380],
        titles: [
          "{brand}司机故意绕路，车费比预估多出一倍",
          "{brand}打车被收取高额取消费",
          "{brand}行程结束后被额外收取清洁费",
        ],
        bodies: [
          "{date}晚上我使用{brand}叫车，实际扣费{money}元，比下单时的预估价多了将近一倍。上车后司机没有按导航路线行驶，绕了很远的路，我在APP内申诉后平台只退还了几元钱。",
        ],
      },
      {
        subtype: "虚假宣传/夸大宣传",
        problems: ["宣传承诺不兑现"],
        appeals: ["赔偿", "退款"],
        products: ["跟团游"],
        money: [1500, 9800],
        slots: { tripDays: ["三", "四", "五", "六", "七"] },
        titles: ["{brand}跟团游被强制购物，行程与宣传不符", "{brand}宣传“纯玩无购物”，实际每天进店"],
        bodies: [
          "我于{date}报名参加了{brand}的{tripDays}日跟团游，团费{money}元，页面宣传“纯玩无购物、品质酒店”。实际出行后，导游每天都安排进购物店，不买东西就冷嘲热讽，酒店也与宣传严重不符。",
        ],
      },
      {
        subtype: "合同纠纷/违约不履行",
        problems: ["服务未按约提供"],
        appeals: ["退款", "赔偿"],
        products: ["酒店", "民宿"],
        money: [200, 2600],
        titles: ["{brand}预订的{product}到店后被告知无房", "{brand}订房已确认，入住时却被拒"],
        bodies: [
          "{date}我在{brand}预订了{product}，订单显示“已确认”，支付{money}元。到店后前台却说没有收到订单，当晚已经满房，我只能深夜另找住处，多花了不少钱。",
        ],
      },
      {
        subtype: "收费问题/扣费不明",
        problems: ["莫名扣费", "重复扣费"],
        appeals: ["退款"],
        products: ["共享单车骑行"],
        money: [15, 120],
        titles: ["{brand}单车已锁车仍在计费，被扣{money}元", "{brand}骑行结束后持续扣费，客服不处理"],
        bodies: [
          "{date}我骑行{brand}单车到达目的地后正常锁车，APP却显示订单仍在进行中，第二天才发现被扣了{money}元，我提交了锁车位置和照片，申诉至今没有结果。",
        ],
      },
    ],
    kinds: {
      ride: { scenarios: [1] },
      agency: { products: ["跟团游", "自由行套餐", "景区门票"], scenarios: [0, 2] },
      air: { products: ["机票"], money: [380, 6800], scenarios: [0] },
      business: { products: ["机票", "酒店"], scenarios: [0, 3] },
      lodging: { products: ["酒店"], brandIsProduct: true, money: [200, 3000], scenarios: [0, 3] },
      homestay: { products: ["民宿"], brandIsProduct: true, money: [200, 2600], scenarios: [0, 3] },
      rental: { products: ["租车订单"], money: [200, 4800], scenarios: [0] },
      tickets: { products: ["演唱会门票", "景区门票", "话剧票"], money: [120, 2800], scenarios: [0] },
      bike: { scenarios: [4] },
      coach: { products: ["城际巴士票", "机场大巴票"], money: [25, 260], scenarios: [0] },
    },
  },
  education: {
    products: [
      "考研集训营",
      "少儿英语课",
      "少儿编程课",
      "考公面试班",
      "学历提升课程",
      "雅思培训班",
      "美术集训课",
    ],
    money: [2980, 39800],
    scenarios: [
      {
        subtype: "合同纠纷/退费纠纷",
        problems: ["退费比例不合理", "退费拖延"],
        appeals: ["退款", "解除合同"],
        titles: ["{brandsProduct}退费难，只退不到三成", "报名{brand}{product}后申请退费被一拖再拖"],
        bodies: [
          "{date}我在{brand}报名了{product}，一次性缴费{money}元。上了几节课后发现教学质量与试听时差别很大，申请退费时机构按原价扣除已上课时，还要再扣20%的“手续费”。",
          "我在{brand}报了{product}，共缴费{money}元。由于工作调动无法继续上课，{date}提出退费申请，机构口头同意后至今已过去{days}天，退费一直没有到账。",
        ],
      },
      {
        subtype: "虚假宣传/夸大宣传",
        problems: ["宣传承诺不兑现", "功效夸大"],
        appeals: ["退款", "履行承诺"],
        titles: ["{brand}承诺“不过全额退”，考试失利后拒不退款", "{brand}宣传“名师授课”，实际都是助教上课"],
        bodies: [
          "报名时{brand}的课程顾问反复承诺“协议保过，不过退费”，我于{date}缴纳了{money}元报名{product}。考试没有通过后我按协议申请退费，机构却以“出勤不够”“作业未完成”等理由拒绝。",
        ],
      },
      {
        subtype: "合同纠纷/退费纠纷",
        problems: ["诱导贷款支付"],
        appeals: ["解除合同", "退款"],
        titles: ["被{brand}诱导办理分期贷款报课，退课后仍要还贷", "{brand}课程顾问代办分期，退课后贷款照扣"],
        bodies: [
          "{date}在{brand}咨询{product}时，课程顾问说可以“零首付、先学后付”，拿着我的手机帮我办理了分期，总额{money}元。后来才知道这是一笔消费贷款，现在课没法上，贷款却每个月照扣。",
        ],
      },
      {
        subtype: "合同纠纷/违约不履行",
        problems: ["经营者停业失联", "服务未按约提供"],
        appeals: ["退款", "履行承诺"],
        titles: ["{brand}门店突然关闭，剩余课时无人负责", "{brand}停课{days}天，课时费不退也不补课"],
        bodies: [
          "我在{brand}报名了{product}，缴费{money}元，还剩一多半课时没上。{date}突然收到通知说门店“升级改造”暂停上课，之后再也联系不上负责老师。",
        ],
      },
    ],
    kinds: {
      postgraduate: { products: ["考研集训营", "考研全程班"], scenarios: [0, 1, 2, 3] },
      english: { products: ["少儿英语课", "雅思培训班", "成人英语口语课"], scenarios: [0, 1, 2, 3] },
      coding: { products: ["少儿编程课", "Python编程课"], scenarios: [0, 2, 3] },
      calligraphy: { products: ["书法课", "硬笔书法班"], scenarios: [0, 3] },
      kids: { products: ["少儿英语课", "少儿编程课", "少儿美术课"], scenarios: [0, 2, 3] },
      certificate: {
        products: ["职业资格证书班", "会计职称课程", "教师资格证课程"],
        scenarios: [0, 1, 2, 3],
      },
      civil: { products: ["考公面试班", "考公笔试系统班"], scenarios: [0, 1, 2, 3] },
      piano: { products: ["钢琴陪练课", "少儿钢琴课"], scenarios: [0, 3] },
      abroad: { products: ["留学申请服务", "雅思培训班"], scenarios: [0, 1, 2] },
      driving: { products: ["驾照培训课程"], scenarios: [0, 1, 3] },
      adult: { products: ["学历提升课程", "成人本科课程"], scenarios: [0, 1, 2] },
      art: { products: ["美术集训课", "少儿美术课"], scenarios: [0, 2, 3] },
    },
  },
  auto: {
    products: ["新能源SUV", "纯电轿车", "插混MPV"],
    money: [89800, 329800],
    scenarios: [
      {
        subtype: "产品质量/质量缺陷",
        problems: ["使用不久出现故障", "功能异常"],
        appeals: ["维修", "换货", "赔偿"],
        slots: {
          issue: [
            "中控屏频繁黑屏",
            "行驶中动力突然中断",
            "底盘异响",
            "续航里程严重缩水",
            "车机系统频繁死机",
            "刹车时方向盘抖动",
          ],
        },
        titles: ["{brand}{product}提车{duration}就{issue}，多次维修未解决", "新车{issue}，{brand}拒绝退换"],
        bodies: [
          "我于{date}在{brand}授权门店购买了一辆{product}，落地价{money}元。提车{duration}后车辆就出现{issue}的问题，先后到店维修三次，问题依旧没有解决。",
        ],
      },
      {
        subtype: "退款问题/定金预付款退还",
        problems: ["定金不退"],
        appeals: ["退款"],
        money: [2000, 20000],
        titles: ["{brand}交了定金迟迟不交车，退定金被拒", "{brand}销售承诺可退的定金变成不可退"],
        bodies: [
          "{date}我在{brand}门店看中一款{product}，销售说交{money}元定金可以锁定优惠，不买随时可退。后来门店一再推迟交车时间，我要求退定金时却被告知“定金不退”。",
        ],
      },
      {
        subtype: "虚假宣传/货不对板",
        problems: ["以次充好", "实物与描述不符"],
        appeals: ["退款", "赔偿"],
        products: ["二手轿车", "二手SUV"],
        money: [32000, 168000],
        slots: { issue: ["结构件维修痕迹", "泡水痕迹", "调表记录", "气囊弹出维修记录"] },
        titles: ["{brand}出售的{product}隐瞒事故记录", "在{brand}买的{product}过户后发现有{issue}"],
        bodies: [
          "{date}我通过{brand}购买了一辆{product}，车价{money}元，检测报告写明“无重大事故、非泡水非火烧”。过户后去修理厂检查，发现车辆有明显的{issue}。",
        ],
      },
      {
        subtype: "收费问题/乱收费",
        problems: ["收取不合理费用", "强制搭售"],
        appeals: ["退款", "道歉"],
        products: ["常规保养", "首保", "更换刹车片", "四轮定位"],
        money: [300, 3200],
        titles: ["{brand}做{product}被强制加项目，多收{money}元", "{brand}门店{product}乱收费"],
        bodies: [
          "{date}我把车开到{brand}门店做{product}，接待人员没有征得同意就加做了多个项目，结账时比报价多出{money}元，并且无法提供相应的配件更换记录。",
        ],
      },
    ],
    kinds: {
      maker: { scenarios: [0, 1, 3] },
      used: { scenarios: [2] },
      service: { scenarios: [3] },
      tyres: { products: ["更换轮胎", "四轮定位", "补胎"], scenarios: [3] },
    },
  },
  food: {
    products: ["外卖套餐", "奶茶", "生日蛋糕", "炸鸡套餐", "麻辣烫", "早餐套餐", "咖啡", "盖浇饭"],
    money: [18, 268],
    scenarios: [
      {
        subtype: "产品质量/食品安全",
        problems: ["食品异物", "食物变质", "食用后身体不适"],
        appeals: ["退款", "赔偿", "道歉"],
        slots: {
          issue: ["里面有一根头发", "里面有一只虫子", "有明显的酸臭味", "里面混着塑料碎片", "已经变质发馊"],
        },
        titles: ["{brandsProduct}{issue}，商家只愿意退一半", "在{brand}点的{product}{issue}"],
        bodies: [
          "{date}中午我在{brand}点了一份{product}，实付{money}元。收到后发现{issue}，当时就拍照留了证据。联系商家后，对方先是说不可能，后来只同意退一半的钱。",
        ],
      },
      {
        subtype: "物流配送/配送超时",
        problems: ["送达严重超时", "错送漏送"],
        appeals: ["退款", "道歉"],
        slots: { minutes: ["四十", "五十", "六十", "九十"] },
        titles: ["{brand}订单超时{minutes}分钟才送达", "{brand}订单漏送还超时，联系商家无人接听"],
        bodies: [
          "{date}晚上我在{brand}下单了{product}，实付{money}元，页面显示预计30分钟送达，结果过了{minutes}分钟才送到，口感已经大打折扣，还少送了一样东西。",
        ],
      },
      {
        subtype: "退款问题/定金预付款退还",
        problems: ["预付卡余额不退"],
        appeals: ["退款"],
        money: [300, 3000],
        titles: ["{brand}门店关闭，储值卡余额无法退还", "{brand}会员卡充值{money}元后门店停业"],
        bodies: [
          "{date}我在{brand}门店办理了储值会员卡，充值{money}元。最近门店突然关闭，客服电话也打不通，卡里还有大部分余额没有消费。",
        ],
      },
      {
        subtype: "虚假宣传/虚假促销",
        problems: ["优惠无法使用", "活动规则变更"],
        appeals: ["履行承诺", "退款"],
        products: ["双人团购套餐", "四人聚餐套餐", "下午茶套餐"],
        titles: ["在{brand}购买的{product}到店无法使用", "{brand}“周末通用”的{product}到店不认"],
        bodies: [
          "{date}我在{brand}线上购买了{product}，支付{money}元，页面写明“周末通用、无需预约”。周末到店后店员却说周末不能用，必须提前三天预约。",
        ],
      },
    ],
    kinds: {
      rice: { products: ["盖浇饭", "小碗菜套餐"] },
      bakery: { products: ["生日蛋糕", "面包", "蛋挞"] },
      fruit: { products: ["果切", "鲜榨果汁", "水果捞"] },
      fastFood: { products: ["快餐套餐", "盖浇饭"] },
      tea: { products: ["奶茶", "果茶"] },
      chicken: { products: ["炸鸡套餐", "炸鸡汉堡"] },
      noodles: { products: ["牛肉面", "酸辣粉"] },
      coffee: { products: ["咖啡", "拿铁"] },
      porridge: { products: ["皮蛋瘦肉粥", "早餐套餐"] },
      barbecue: { products: ["烤串套餐"] },
      salad: { products: ["轻食沙拉", "减脂餐"] },
      sichuan: { products: ["水煮鱼", "回锅肉套餐"] },
      dessert: { products: ["冰淇淋", "甜品"] },
      dumplings: { products: ["水饺", "煎饺"] },
      breakfast: { products: ["早餐套餐", "包子"] },
    },
  },
  finance: {
    products: ["消费分期", "信用贷款", "信用卡", "小额借款"],
    money: [1000, 80000],
    scenarios: [
      {
        subtype: "收费问题/高额利息",
        problems: ["实际利率过高", "捆绑会员费", "砍头息"],
        appeals: ["降低利息", "退款"],
        titles: ["{brand}借款综合年化利率过高，还被捆绑会员费", "{brand}借款被扣“会员费”和“担保费”"],
        bodies: [
          "{date}我在{brand}申请了{product}，借款{money}元，分12期还款。借款时页面展示的利率很低，但实际还款时发现每期都被收取了担保费和“权益会员费”，折算下来综合年化利率远超法律规定。",
        ],
      },
      {
        subtype: "个人信息/违规催收",
        problems: ["骚扰通讯录联系人", "辱骂威胁"],
        appeals: ["停止骚扰", "道歉"],
        titles: [
          "{brand}逾期{days}天就被爆通讯录，亲友都接到催收电话",
          "{brand}催收人员辱骂威胁，严重影响生活",
        ],
        bodies: [
          "我在{brand}有一笔{money}元的借款，因为家里突发变故逾期了{days}天。此后催收人员每天打十几个电话，还给我的同事、亲友发短信，言语中夹杂侮辱和威胁。",
        ],
      },
      {
        subtype: "合同纠纷/霸王条款",
        problems: ["格式条款限制权利"],
        appeals: ["赔偿", "履行承诺"],
        products: ["医疗险", "意外险", "重疾险"],
        money: [300, 8000],
        titles: ["{brandsProduct}理赔被拒，称属于免责条款", "投保{brandsProduct}后住院，理赔一拖再拖"],
        bodies: [
          "我于{date}投保了{brandsProduct}，保费{money}元。今年因病住院后申请理赔，对方以“既往症”为由拒赔，而投保时销售人员从未询问或告知相关条款。",
        ],
      },
      {
        subtype: "收费问题/扣费不明",
        problems: ["莫名扣费"],
        appeals: ["退款", "取消自动续费"],
        products: ["会员权益卡", "加速审核卡", "提额特权包"],
        money: [99, 699],
        titles: ["{brand}申请借款时被默认开通{product}", "{brand}“加速放款”收费后仍未放款"],
        bodies: [
          "{date}我在{brand}申请借款，操作过程中页面提示“开通后可提高通过率”，我没有注意就被扣了{money}元开通{product}。结果借款并没有通过，会员费也不退。",
        ],
      },
      {
        subtype: "账号安全/账号被盗",
        problems: ["资金被盗刷", "找回账号困难"],
        appeals: ["赔偿", "恢复账号"],
        money: [500, 20000],
        titles: ["{brand}账户被盗刷{money}元，客服推诿", "{brand}账户出现多笔陌生交易，平台拒不处理"],
        bodies: [
          "{date}我的{brand}账户在我不知情的情况下发生了多笔消费，共被盗刷{money}元。我第一时间冻结账户并联系客服，对方却说交易“验证通过”，不予处理。",
        ],
      },
      {
        subtype: "虚假宣传/夸大宣传",
        problems: ["宣传承诺不兑现"],
        appeals: ["退款", "赔偿"],
        products: ["理财产品", "稳健型理财计划"],
        money: [10000, 200000],
        titles: ["{brand}理财宣传“稳赚不赔”，到期后本金亏损", "{brand}销售隐瞒风险，{product}到期亏损"],
        bodies: [
          "{date}我在{brand}购买了{product}，投入{money}元，销售人员宣称“保本保收益、年化6%”。到期后不仅没有收益，本金还亏了一部分，对方这时才说产品“不保本”。",
        ],
      },
    ],
    kinds: {
      lender: { scenarios: [0, 1, 3] },
      wallet: { products: ["会员权益卡"], scenarios: [3, 4] },
      wealth: { scenarios: [5] },
      insurance: { scenarios: [2] },
      card: { products: ["信用卡"], scenarios: [0, 1, 3] },
    },
  },
  games: {
    products: ["限定皮肤", "抽卡道具", "月卡", "战令通行证", "648元礼包"],
    money: [30, 26000],
    scenarios: [
      {
        subtype: "账号安全/账号封禁",
        problems: ["无故封号", "申诉无回应"],
        appeals: ["恢复账号", "退款"],
        titles: ["{brand}账号被无故封禁，申诉{days}天无回应", "在{brand}累计充值{money}元后账号被永久封禁"],
        bodies: [
          "我玩{brand}已经两年多，累计充值{money}元。{date}登录时提示账号因“异常行为”被永久封禁，我从未使用过任何外挂或违规软件，提交申诉后只收到系统的自动回复。",
        ],
      },
      {
        subtype: "退款问题/拒绝退款",
        problems: ["商家拒绝退款", "退款申请被驳回"],
        appeals: ["退款"],
        money: [500, 18000],
        titles: ["孩子偷偷在{brand}充值{money}元，申请退款被拒", "未成年人在{brand}大额充值，平台拒不退款"],
        bodies: [
          "{date}我发现读小学的孩子用我的手机在{brand}里陆续充值了{money}元，买了大量{product}。我第一时间联系客服说明情况并提交了相关证明，客服却说账号是实名认证的成年人，不予退款。",
        ],
      },
      {
        subtype: "虚假宣传/夸大宣传",
        problems: ["宣传承诺不兑现"],
        appeals: ["退款", "履行承诺"],
        products: ["限定皮肤", "限定角色", "传说坐骑"],
        titles: [
          "{brand}抽卡“保底必出”不兑现，投入{money}元未出{product}",
          "{brand}活动规则暗改，{product}抽不到",
        ],
        bodies: [
          "{brand}活动页面宣称“保底必出{product}”，{date}起我按活动规则累计投入{money}元，仍然没有获得宣传中的奖励，客服只回复“概率已公示”。",
        ],
      },
      {
        subtype: "账号安全/虚拟财产丢失",
        problems: ["道具丢失"],
        appeals: ["找回虚拟财产", "赔偿"],
        titles: ["{brand}版本更新后{product}全部消失", "{brand}账号内道具莫名丢失，客服一直核实"],
        bodies: [
          "{date}{brand}更新版本后，我账号里花{money}元购买的{product}全部不见了。联系客服提交了充值记录截图，对方说要“核实数据”，至今没有结果。",
        ],
      },
    ],
  },
  appliances: {
    products: ["冰箱", "空调", "洗衣机", "笔记本电脑", "手机", "净水器"],
    money: [299, 15999],
    scenarios: [
      {
        subtype: "产品质量/质量缺陷",
        problems: ["使用不久出现故障", "功能异常"],
        appeals: ["换货", "退款", "维修"],
        productIssues: APPLIANCES,
        titles: [
          "购买的{brandProduct}使用{duration}后{issue}，要求换新",
          "{brandProduct}{issue}，售后多次上门没修好",
          "新买的{product}{issue}，{brand}客服推诿",
        ],
        bodies: [
          "我于{date}购买了{brandsProduct}，价格{money}元。使用{duration}后{issue}，联系售后上门两次，都说是小问题，处理完没几天又出现同样的情况。",
        ],
      },
      {
        subtype: "售后服务/保修拒绝",
        problems: ["以人为损坏为由拒保", "要求自费检测"],
        appeals: ["维修", "赔偿"],
        productIssues: APPLIANCES,
        titles: ["{brandProduct}保修期内{issue}，售后称人为损坏拒保", "{brand}售后要求自费检测{product}"],
        bodies: [
          "我在{date}购买了{brandsProduct}，价格{money}元，目前仍在保修期内。近期{issue}，售后检测后认定为“人为损坏”，要求我自费维修，却拿不出任何书面检测报告。",
        ],
      },
      {
        subtype: "产品质量/安全隐患",
        problems: ["过热冒烟", "漏电漏水"],
        appeals: ["退款", "赔偿"],
        products: ["充电宝", "电暖器", "电热水壶", "手机", "笔记本电脑"],
        slots: { issue: ["冒出白烟", "机身发烫并有焦糊味", "插头处烧焦", "出现漏电"] },
        titles: ["{brandProduct}{issue}，差点引发火灾", "{brandProduct}存在安全隐患，{issue}"],
        bodies: [
          "{date}我购买了{brandsProduct}，花费{money}元。昨天正常使用时{product}突然{issue}，幸好发现及时没有造成更大损失，联系客服后对方只同意寄回检测。",
        ],
      },
      {
        subtype: "收费问题/乱收费",
        problems: ["收取不合理费用"],
        appeals: ["退款"],
        products: ["空调", "热水器", "洗碗机", "油烟机", "净水器", "洗衣机"],
        money: [200, 1200],
        titles: ["{brandProduct}安装收取高额辅材费", "{brand}说好的免费安装，师傅上门又收{money}元"],
        bodies: [
          "{date}我购买了{brandsProduct}，宣传写着“免费安装”。安装师傅上门后以“需要加装支架和管线”为由，额外收取了{money}元费用，收费标准也没有公示。",
        ],
      },
    ],
    kinds: {
      digital: { products: ["笔记本电脑", "手机", "蓝牙耳机", "显示器", "充电宝"], scenarios: [0, 1, 2] },
      phone: { products: ["手机"], brandIsProduct: true, scenarios: [0, 1, 2] },
      devices: { products: ["手机", "笔记本电脑", "充电宝"], scenarios: [0, 1, 2] },
      aircon: { products: ["空调"], brandIsProduct: true, scenarios: [0, 1, 3] },
      purifier: { products: ["净水器"], brandIsProduct: true, scenarios: [0, 1, 3] },
      robot: { products: ["扫地机器人"], brandIsProduct: true, scenarios: [0, 1] },
      earphones: { products: ["蓝牙耳机"], brandIsProduct: true, scenarios: [0, 1] },
      camera: { products: ["相机"], brandIsProduct: true, scenarios: [0, 1] },
      smartHome: { products: ["智能音箱", "扫地机器人", "电热水器"], scenarios: [0, 1] },
      laptop: { products: ["笔记本电脑"], brandIsProduct: true, scenarios: [0, 1, 2] },
      fridge: { products: ["冰箱"], brandIsProduct: true, scenarios: [0, 1] },
      monitor: { products: ["显示器"], brandIsProduct: true, scenarios: [0, 1] },
      speaker: { products: ["智能音箱"], brandIsProduct: true, scenarios: [0, 1] },
      washer: { products: ["洗衣机"], brandIsProduct: true, scenarios: [0, 1, 3] },
      heater: { products: ["电暖器"], brandIsProduct: true, scenarios: [0, 1, 2] },
      beauty: { products: ["美容仪"], brandIsProduct: true, scenarios: [0, 1] },
    },
  },
  local: {
    products: ["健身年卡", "保洁服务", "全屋装修", "搬家服务", "宠物洗护", "婚纱摄影套餐"],
    money: [150, 28000],
    scenarios: [
      {
        subtype: "退款问题/定金预付款退还",
        problems: ["预付卡余额不退"],
        appeals: ["退款"],
        products: ["健身年卡", "私教课", "美发储值卡", "瑜伽次卡", "美甲会员卡"],
        money: [980, 12800],
        titles: ["{brand}突然闭店，{product}剩余费用无法退还", "{brand}闭店后{product}无人负责"],
        bodies: [
          "{date}我在{brand}办理了{product}，一次性支付{money}元。使用不到半年，门店以“装修升级”为名突然关闭，工作人员全部失联，剩余权益无法使用也无法退款。",
          "{date}我在{brand}订了{product}，前后支付{money}元。临近约定的服务日期时门店突然关门，负责人电话关机，已付的款项至今无法追回。",
        ],
      },
      {
        subtype: "合同纠纷/违约不履行",
        problems: ["交付延迟", "服务未按约提供"],
        appeals: ["履行承诺", "赔偿"],
        products: ["全屋装修", "厨卫翻新", "旧房改造"],
        money: [38000, 260000],
        titles: ["{brandsProduct}工期拖延{days}天，还不断增项加钱", "{brand}装修质量差，墙面开裂瓷砖空鼓"],
        bodies: [
          "{date}我与{brand}签订了{product}合同，总价{money}元，约定60天完工。施工过程中项目经理多次要求增项加钱，现在已经超期{days}天仍未完工，已完成的部分还存在墙面开裂、瓷砖空鼓等问题。",
        ],
      },
      {
        subtype: "收费问题/乱收费",
        problems: ["收取不合理费用", "服务费过高"],
        appeals: ["退款", "道歉"],
        products: ["搬家服务", "保洁服务", "家电清洗"],
        money: [180, 2600],
        titles: ["{brandsProduct}临时加价，不给钱就不继续服务", "在{brand}预约{product}，师傅到场后坐地起价"],
        bodies: [
          "{date}我在{brand}预约了{product}，下单时显示价格为{money}元。服务人员到场后以“工作量比预估的大”“需要额外耗材”等理由临时加价，态度强硬，不同意就不继续服务。",
        ],
      },
      {
        subtype: "退款问题/定金预付款退还",
        problems: ["押金不退"],
        appeals: ["退还押金"],
        products: ["一居室", "合租单间", "两居室"],
        money: [1500, 9000],
        titles: ["{brand}退租后押金迟迟不退", "{brand}以各种理由扣除押金{money}元"],
        bodies: [
          "我租住{brand}的{product}已经一年，合同到期后于{date}正常退租，交接时工作人员确认房屋没有损坏。但押金{money}元至今没有退还，客服先说要走流程，后来又说要扣除“清洁费”和“维修费”。",
        ],
      },
      {
        subtype: "收费问题/乱收费",
        problems: ["收取不合理费用"],
        appeals: ["退款", "履行承诺"],
        products: ["租房中介服务", "二手房买卖居间服务"],
        money: [2000, 12000],
        titles: ["{brand}收取高额中介费后不履行承诺", "通过{brand}租房，交了中介费后经纪人失联"],
        bodies: [
          "{date}我通过{brand}租下一套房子，支付了{money}元中介费，经纪人承诺房屋“家电齐全、随时维修”。入住后发现热水器、空调都有问题，多次联系经纪人要求处理，对方都以“已经交给房东了”推脱。",
        ],
      },
    ],
    kinds: {
      housekeeping: { products: ["保洁服务", "家电清洗", "家政储值卡"], scenarios: [0, 2] },
      gym: { products: ["健身年卡", "私教课"], scenarios: [0] },
      yoga: { products: ["瑜伽次卡", "瑜伽私教课"], scenarios: [0] },
      postnatal: { products: ["月子套餐", "产后修复课程"], scenarios: [0] },
      renovation: { scenarios: [1] },
      moving: { products: ["搬家服务"], scenarios: [2] },
      laundry: { products: ["洗衣服务", "皮具护理", "洗衣储值卡"], scenarios: [0, 2] },
      photo: { products: ["婚纱摄影套餐", "儿童写真套餐"], scenarios: [0] },
      salon: { products: ["美发储值卡"], scenarios: [0] },
      pet: { products: ["宠物洗护年卡"], scenarios: [0] },
      checkup: { products: ["体检套餐"], scenarios: [0] },
      apartment: { scenarios: [3] },
      agent: { scenarios: [4] },
      repair: { products: ["家电维修", "家电清洗"], scenarios: [2] },
      wedding: { products: ["婚礼策划套餐"], scenarios: [0] },
      park: { products: ["乐园年卡", "亲子次卡"], scenarios: [0] },
      nails: { products: ["美甲会员卡"], scenarios: [0] },
    },
  },
  logistics: {
    products: ["快递包裹", "二手手机", "笔记本电脑", "衣物包裹"],
    money: [30, 6800],
    scenarios: [
      {
        subtype: "物流配送/丢件损毁",
        problems: ["包裹丢失", "赔偿标准过低"],
        appeals: ["赔偿"],
        titles: ["{brand}丢件后只愿按运费三倍赔偿", "寄出的{product}在{brand}运输途中丢失"],
        bodies: [
          "{date}我通过{brand}寄出一个{product}，内件价值{money}元，寄件时已告知快递员物品价值。包裹到中转站后物流信息就停止更新，客服确认丢件后只愿按运费的三倍赔偿。",
        ],
      },
      {
        subtype: "物流配送/丢件损毁",
        problems: ["包裹破损"],
        appeals: ["赔偿", "道歉"],
        products: ["大件家具", "陶瓷餐具", "显示器", "鱼缸"],
        titles: ["{brand}运送的{product}严重损坏，理赔被拒", "{brand}暴力分拣，{product}收到时已经破损"],
        bodies: [
          "{date}我使用{brand}寄送{product}，价值{money}元，并按要求购买了保价服务。收件人签收时发现外包装明显破损，里面的物品已经损坏。申请理赔后，对方称包装不合格拒绝赔付。",
        ],
      },
      {
        subtype: "物流配送/虚假签收",
        problems: ["未经同意放驿站", "未收到显示签收"],
        appeals: ["道歉", "赔偿"],
        titles: ["{brand}配送员未经同意放驿站，包裹丢失", "{brand}显示签收，本人从未收到包裹"],
        bodies: [
          "{date}我的{product}由{brand}配送，价值{money}元。物流显示“已签收”，但我没有接到任何电话，也没有收到取件码。联系快递员后对方说放在了驿站，去驿站查找却没有这个包裹。",
        ],
      },
      {
        subtype: "物流配送/配送超时",
        problems: ["送达严重超时"],
        appeals: ["退款"],
        products: ["同城急送", "文件急送"],
        money: [20, 150],
        slots: { hours: ["三", "四", "五"] },
        titles: [
          "{brandsProduct}承诺一小时送达，实际用了{hours}个小时",
          "{brand}跑腿订单超时，导致重要文件延误",
        ],
        bodies: [
          "{date}我在{brand}下了一单{product}，支付{money}元，页面承诺一小时内送达。结果骑手接单后迟迟不取件，最终用了{hours}个小时才送到，耽误了我的重要事情。",
        ],
      },
    ],
    kinds: {
      courier: { scenarios: [0, 1, 2] },
      errand: { scenarios: [3] },
      coldChain: { products: ["冷链生鲜包裹"], scenarios: [0, 1] },
      station: { scenarios: [2] },
      international: { products: ["国际快递包裹"], scenarios: [0, 1, 2] },
    },
  },
  media: {
    products: ["年度会员", "连续包月会员", "网盘超级会员", "有声书会员"],
    money: [15, 498],
    scenarios: [
      {
        subtype: "收费问题/自动续费",
        problems: ["续费前未提醒", "取消续费困难"],
        appeals: ["退款", "取消自动续费"],
        titles: ["{brand}会员到期前未提醒就自动续费", "{brand}自动续费入口隐蔽，取消后仍被扣费"],
        bodies: [
          "{date}我发现银行卡被{brand}扣了{money}元，查询后才知道是{product}自动续费。开通时页面只写了“首月优惠”，续费前我也没有收到任何提醒短信。",
        ],
      },
      {
        subtype: "合同纠纷/单方变更",
        problems: ["擅自变更服务内容"],
        appeals: ["履行承诺", "退款"],
        titles: ["{brand}开了会员还要看广告，权益被悄悄缩水", "{brand}会员看剧还要额外付费解锁"],
        bodies: [
          "我在{date}开通了{brandsProduct}，花费{money}元。开通时宣传“会员免广告、全站畅看”，但现在播放前仍有广告，热门内容还需要另外付费解锁。",
        ],
      },
      {
        subtype: "虚假宣传/价格欺诈",
        problems: ["隐藏收费"],
        appeals: ["退款"],
        products: ["付费短剧"],
        money: [30, 300],
        titles: ["{brand}短剧一集一集收费，看完花了{money}元", "{brand}短剧“免费看”实为连续扣费"],
        bodies: [
          "{date}我在{brand}看到一部短剧广告写着“免费观看”，点进去后前几集免费，之后每集都要付费解锁，还默认开启了自动解锁，等我发现时已经被扣了{money}元。",
        ],
      },
      {
        subtype: "个人信息/注销困难",
        problems: ["账号无法注销", "注销后信息未删除"],
        appeals: ["注销账号"],
        money: [0, 0],
        titles: ["{brand}账号无法注销，客服让一直等待", "申请注销{brand}账号{days}天仍未完成"],
        bodies: [
          "我不再使用{brand}，于{date}在APP内提交了账号注销申请，页面提示“15个工作日内处理”。现在已经过去{days}天，账号依然可以登录，注销状态一直是“审核中”，多次联系客服都只让我耐心等待。",
        ],
      },
      {
        subtype: "退款问题/拒绝退款",
        problems: ["商家拒绝退款", "退款申请被驳回"],
        appeals: ["退款"],
        products: ["直播打赏"],
        money: [500, 30000],
        titles: ["未成年孩子在{brand}打赏{money}元，平台拒绝退还", "{brand}诱导未成年人打赏，申请退款被驳回"],
        bodies: [
          "{date}我发现读初中的孩子用我的手机在{brand}给主播打赏了{money}元。联系平台说明情况并提供了证明材料，平台却以“无法证明是未成年人操作”为由拒绝退款。",
        ],
      },
    ],
    kinds: {
      video: { scenarios: [0, 1, 2, 3] },
      music: { products: ["音乐会员", "连续包月会员"], scenarios: [0, 1, 3] },
      audio: { products: ["有声书会员", "阅读会员"], scenarios: [0, 1, 3] },
      comics: { products: ["动漫会员", "漫画会员"], scenarios: [0, 1, 3] },
      storage: { products: ["网盘超级会员"], scenarios: [0, 3] },
      live: { scenarios: [3, 4] },
      drama: { scenarios: [0, 2] },
    },
  },
};

/** How the complainant tried before coming to the platform. */
export const CONTACT_STORIES = [
  "期间我多次联系在线客服，对方只是反复回复“已为您加急处理”，却始终没有实际进展。",
  "拨打客服热线排队半小时才接通，客服登记后承诺48小时内回电，至今没有任何消息。",
  "客服让我提供各种截图和证明，我全部按要求提交了，之后就再也没有人回复。",
  "客服态度敷衍，一会儿说是系统问题，一会儿又让我去找第三方，互相推诿。",
  "我先后提交了三次工单，每次都被系统自动关闭，问题始终没有解决。",
  "商家承诺三个工作日内给出处理方案，现在已经过去两周还是没有结果。",
  "联系客服时被告知需要等待上级审核，之后便石沉大海。",
  "客服只会复制粘贴话术，完全不回应我的实际诉求。",
  "我在APP里留言、打电话、发邮件都试过了，没有一个渠道给出明确答复。",
  "客服说会有专员联系我，但等了一周都没有接到任何电话。",
] as const;

/** What the complainant asks for, as verb phrases joined into "现要求商家…，并…。". */
export const DEMANDS: Record<string, string> = {
  退款: "全额退款",
  赔偿: "依法赔偿我的损失",
  道歉: "给出合理解释、公开道歉",
  换货: "更换一件全新的合格商品",
  维修: "尽快免费维修到位",
  补发商品: "尽快补发商品",
  解除合同: "解除合同",
  退还押金: "按合同约定全额退还押金",
  注销账号: "立即注销账号并删除我的个人信息",
  恢复账号: "恢复账号并说明封禁依据",
  停止骚扰: "立即停止对我及亲友的骚扰",
  履行承诺: "兑现宣传时的承诺",
  降低利息: "按法律规定重新核算利息，退还多收的费用",
  取消自动续费: "取消自动续费并退还被扣的费用",
  找回虚拟财产: "找回丢失的道具和虚拟财产",
};

export const TITLE_DEMANDS: Record<string, string> = {
  退款: "要求退款",
  赔偿: "要求赔偿",
  道歉: "要求道歉",
  换货: "要求换货",
  维修: "要求维修",
  补发商品: "要求补发",
  解除合同: "要求解约退费",
  退还押金: "要求退还押金",
  注销账号: "要求注销账号",
  恢复账号: "要求解封账号",
  停止骚扰: "要求停止骚扰",
  履行承诺: "要求兑现承诺",
  降低利息: "要求退还多收费用",
  取消自动续费: "要求退还续费",
  找回虚拟财产: "要求找回道具",
};

export const CLOSINGS = [
  "希望平台帮忙协调解决，谢谢！",
  "请平台督促商家尽快处理。",
  "恳请平台主持公道。",
  "已保留相关截图和聊天记录，可随时提供。",
  "",
  "",
] as const;

/** [label, days]: how long the product was used before it failed. */
export const DURATIONS: readonly (readonly [string, number])[] = [
  ["三天", 3],
  ["一周", 7],
  ["十来天", 10],
  ["两周", 14],
  ["半个月", 15],
  ["二十多天", 22],
  ["一个多月", 35],
  ["两个月", 60],
];
