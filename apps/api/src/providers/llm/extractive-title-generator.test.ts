import { describe, expect, it } from "vitest";
import { extractTitle } from "./extractive-title-generator";

// Realistic complaints as consumers write them, each with what its title must say.
const COMPLAINTS: { brand: string; problems: string[]; content: string; expected: string }[] = [
  {
    brand: "云杉优选",
    problems: ["产品质量问题"],
    content:
      "我在3月1日通过云杉优选APP购买了一台空气净化器，使用两周后出现异响，联系客服多次无人处理，要求退款。",
    expected: "云杉优选空气净化器使用两周后出现异响，要求退款",
  },
  {
    brand: "云杉优选",
    problems: ["拒绝七天无理由退货"],
    content:
      "5月10日在云杉优选下单了一双运动鞋，收到后发现尺码不合适，申请七天无理由退货被拒绝，客服说已拆封不能退。希望平台介入，要求退货退款。",
    expected: "云杉优选运动鞋申请七天无理由退货被拒绝，要求退货退款",
  },
  {
    brand: "顺达快递",
    problems: ["快递丢失"],
    content:
      "寄给家人的包裹显示已签收，但是家人根本没有收到，快递员电话一直打不通，网点推诿说不归他们管。订单号 SF1234567890123。要求赔偿丢失物品的损失。",
    expected: "顺达快递家人根本没有收到，要求赔偿",
  },
  {
    brand: "乐游旅行",
    problems: ["机票退改费用过高"],
    content:
      "通过乐游旅行预订了6月的往返机票，因航班取消申请退票，平台却要收取800元手续费，航空公司说是免费退票的，要求全额退款。",
    expected: "乐游旅行往返机票因航班取消申请退票，要求全额退款",
  },
  {
    brand: "星河宽带",
    problems: ["自动续费"],
    content:
      "去年办理的宽带套餐到期后，在我不知情的情况下被自动续费了一年，扣款1200元，打客服电话一直没人接，请尽快退还费用。",
    expected: "星河宽带套餐被自动续费了一年，要求退还费用",
  },
  {
    brand: "咕噜外卖",
    problems: ["餐品变质"],
    content:
      "今天中午点的外卖，打开后发现米饭有酸味，明显已经变质，吃了以后肚子疼，商家不理不睬，平台客服只给了5元红包。要求商家道歉并赔偿医药费。",
    expected: "咕噜外卖已经变质，要求道歉并赔偿",
  },
  {
    brand: "学而思齐",
    problems: ["退费难"],
    content:
      "给孩子报名了一年的英语网课，上了三节课觉得老师不专业，申请退费，机构以各种理由拖延，已经两个月了还没有退款。",
    expected: "学而思齐英语网课机构以各种理由拖延",
  },
  {
    brand: "喵喵游戏",
    problems: ["账号被封"],
    content:
      "充值了3000多元的游戏账号突然被永久封禁，官方说我使用外挂，但我从未使用过任何第三方软件，申诉多次均被驳回，要求解封账号并说明理由。",
    expected: "喵喵游戏被永久封禁，要求解封",
  },
  {
    brand: "速达家电",
    problems: [],
    content:
      "冰箱买回来不到一个月就不制冷了，售后上门检测说是压缩机故障，只给维修不给换新，我觉得新机就出这种问题应该换货，要求换货。",
    expected: "速达家电售后上门检测说是压缩机故障，要求换货",
  },
  {
    brand: "云杉优选",
    problems: ["维修后故障依旧"],
    content: "东西寄回去修了三次，每次回来用几天又是一样，联系了很多次。希望给个说法并且退款。",
    expected: "云杉优选维修后故障依旧，要求退款",
  },
];

describe("extractive title generator", () => {
  it.each(COMPLAINTS)("titles a complaint about $brand", ({ brand, problems, content, expected }) => {
    const title = extractTitle({ brandName: brand, problems, content });
    expect(title).toBe(expected);
    expect(title.startsWith(brand)).toBe(true);
    expect(title.length).toBeGreaterThan(brand.length);
    expect(title.length).toBeLessThanOrEqual(30);
    expect(title).not.toMatch(/[。，,！!？?]$/);
  });

  it("keeps order numbers and phone numbers out of the title", () => {
    const title = extractTitle({
      brandName: "云杉优选",
      problems: ["订单被取消"],
      content: "订单2024052012345678被无故取消，客服电话13800001111一直无人接听，要求恢复订单。",
    });
    expect(title).not.toMatch(/\d{6,}/);
    expect(title).toContain("云杉优选");
  });

  it("fits a long brand and a long clause into 30 characters without cutting a word in half", () => {
    const brand = "一个名字非常非常长的品牌旗舰店官方直营店铺";
    const title = extractTitle({
      brandName: brand,
      problems: ["虚假宣传"],
      content:
        "商品详情页写的是纯棉材质，收到实物后洗了一次就起球变形，标签写的是涤纶含量80%，属于严重虚假宣传且拒绝处理售后问题，要求退一赔三。",
    });
    expect(title.startsWith(brand)).toBe(true);
    expect(title.length).toBeLessThanOrEqual(30);
    expect(title.length).toBeGreaterThan(brand.length);
  });

  it("never repeats the brand: a product the brand already names is left out", () => {
    expect(
      extractTitle({
        brandName: "星河宽带",
        problems: ["自动续费"],
        content: "去年办理的宽带到期后，在我不知情的情况下被自动续费了一年，请尽快退还费用。",
      }),
    ).toBe("星河宽带被自动续费了一年，要求退还费用");
  });

  it("falls back to the main problem when no clause says what happened", () => {
    expect(
      extractTitle({
        brandName: "星河宽带",
        problems: ["网速慢"],
        content: "这件事情请大家帮忙看看，谢谢。",
      }),
    ).toBe("星河宽带网速慢");
  });
});
