import { type LifeGoodsCategory, lifeGoodsBarShortfalls } from "@tousu/domain";
import { sql } from "drizzle-orm";
import * as schema from "../schema";
import type { SeedDatabase } from "./insert-rows";
import type { WriteTracker } from "./write-tracker";

// The life channel's demo goods (decision 110): invented goods of the seed's invented brands, chosen
// by the figures just recounted — most from brands meeting the bar, and one listed from the busiest
// brand below it, which the daily check withdraws (as it would after the brand's figures fell).

interface DemoGoods {
  title: string;
  summary: string;
  priceFen: number;
  category: LifeGoodsCategory;
}

const DEMO_GOODS: readonly DemoGoods[] = [
  {
    title: "双层真空保温饭盒 1.2L",
    summary: "316 不锈钢内胆，分格可拆洗，适合带饭上班；支持七天无理由退货。",
    priceFen: 8_900,
    category: "home",
  },
  {
    title: "家用多功能电饭煲 4L",
    summary: "预约定时、保温 24 小时，内胆不粘涂层；整机一年保修，售后上门取件。",
    priceFen: 29_900,
    category: "kitchen",
  },
  {
    title: "降噪蓝牙耳机 标准版",
    summary: "主动降噪，续航约 30 小时；十五天内质量问题换新。",
    priceFen: 39_900,
    category: "digital",
  },
  {
    title: "高山有机小米 2.5kg",
    summary: "当季新米，真空分装；破损、变质可拍照申请补发。",
    priceFen: 5_990,
    category: "food",
  },
  {
    title: "温和氨基酸洗面奶 120g",
    summary: "无香精配方，敏感肌可用；未开封三十天内可退。",
    priceFen: 6_800,
    category: "beauty",
  },
  {
    title: "婴儿纱布浴巾 两条装",
    summary: "六层纱布，A 类标准，洗后不掉絮；尺寸 110×110cm。",
    priceFen: 9_900,
    category: "mother_baby",
  },
];

const WITHIN_BAR = 5;

/** Invented partner shops: the demo never links to a real store. */
const partnerUrl = (index: number) => `https://shop${index + 1}.partner.example/goods/${1000 + index}`;

type BrandFigures = {
  id: number;
  complaint_count: number;
  replied_count: number;
  completed_count: number;
};

/** Adds the demo goods once the brand figures are recounted. */
export async function seedLifeGoods(
  db: SeedDatabase,
  tracker: WriteTracker,
  editorId: number,
  nowMs: number,
): Promise<void> {
  const brands = await db.execute<BrandFigures>(sql`
    select brand_id as id, sum(complaint_count)::int as complaint_count,
      sum(replied_count)::int as replied_count, sum(completed_count)::int as completed_count
    from brand_daily_stats group by brand_id
    order by sum(complaint_count) desc, brand_id`);
  const figures = brands.rows.map((row) => ({
    id: Number(row.id),
    shortfalls: lifeGoodsBarShortfalls({
      complaintCount: Number(row.complaint_count),
      repliedCount: Number(row.replied_count),
      completedCount: Number(row.completed_count),
    }),
  }));
  const chosen = [
    ...figures.filter((brand) => brand.shortfalls.length === 0).slice(0, WITHIN_BAR),
    ...figures.filter((brand) => brand.shortfalls.length > 0).slice(0, 1),
  ];
  const rows = chosen.map((brand, index) => {
    const goods = DEMO_GOODS[index % DEMO_GOODS.length] as DemoGoods;
    // Newest first on the pages: the demo's goods were listed a day apart.
    const listedAt = new Date(nowMs - (chosen.length - index) * 86_400_000);
    const inMiniProgram = index === 1;
    return {
      title: goods.title,
      summary: goods.summary,
      images: [`/images/life-goods/${goods.category}.svg`],
      priceFen: goods.priceFen,
      brandId: brand.id,
      category: goods.category,
      partnerUrl: inMiniProgram ? null : partnerUrl(index),
      miniProgramAppId: inMiniProgram ? "wx0123456789abcdef" : null,
      miniProgramPath: inMiniProgram ? "pages/goods/detail?id=2001" : null,
      createdBy: editorId,
      createdAt: listedAt,
      updatedAt: listedAt,
    };
  });
  await tracker.write(schema.lifeGoods, rows);
}
