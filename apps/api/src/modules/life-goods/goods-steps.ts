import type { LifeGoodsInput } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { EMPTY_TALLY, lifeGoodsBarShortfalls } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { adoptOwnImages, markUploadsAttached } from "../upload";
import { readBrandTallies } from "./brand-bar-figures";
import { LIFE_GOODS_CACHE_FAMILY } from "./list-goods";

// The one writer of goods (decision 110): staff add, change, withdraw and list again; the daily check
// withdraws those whose brand fell below the bar. Listing (adding, listing again, moving a listed
// item to another brand) checks the bar first.

const { lifeGoods, brands } = schema;
type GoodsRecord = typeof lifeGoods.$inferSelect;

/** Drops the channel's cached reads and rendered pages on every node: the home page shows goods too. */
export async function dropGoodsPages(deps: Pick<AppDeps, "cache">, goodsIds: readonly number[]) {
  await deps.cache.invalidate({
    prefixes: [LIFE_GOODS_CACHE_FAMILY],
    pages: ["/", "/static/life", ...goodsIds.map((id) => `/static/life/goods/${id}`)],
  });
}

/** Refuses to list goods of a brand below the bar, naming where it falls short. */
async function checkBrandMeetsBar(db: DatabaseOrTransaction, brandId: number): Promise<void> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw badRequest("所选品牌不存在，请重新选择");
  const tally = (await readBrandTallies(db, [brandId])).get(brandId) ?? EMPTY_TALLY;
  const shortfalls = lifeGoodsBarShortfalls(tally);
  if (shortfalls.length > 0) {
    throw badRequest(`该品牌的投诉数据未达到好物标准，不能上架：${shortfalls.join("；")}`);
  }
}

const columnsOf = (input: LifeGoodsInput) => ({
  title: input.title,
  summary: input.summary,
  priceFen: input.price_fen,
  brandId: input.brand_id,
  category: input.category,
  partnerUrl: input.place_to_buy.kind === "partner_link" ? input.place_to_buy.url : null,
  miniProgramAppId: input.place_to_buy.kind === "mini_program" ? input.place_to_buy.app_id : null,
  miniProgramPath: input.place_to_buy.kind === "mini_program" ? input.place_to_buy.path : null,
});

/**
 * The images a goods item may show: those it already showed, and new ones only from our upload flow
 * (a foreign address could track readers or change after curation), as the storage adopts them.
 */
async function adoptGoodsImages(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  images: readonly string[],
  kept: readonly string[],
): Promise<{ images: string[]; folders: string[] }> {
  const fresh = images.filter((image) => !kept.includes(image));
  if (fresh.length === 0) return { images: [...images], folders: [] };
  const adopted = await adoptOwnImages(deps, fresh, { userId: staffId, ownerSecret: null });
  const stored = new Map(fresh.map((image, index) => [image, adopted.urls[index] ?? image]));
  return { images: images.map((image) => stored.get(image) ?? image), folders: adopted.folders };
}

async function lockGoods(db: DatabaseOrTransaction, goodsId: number): Promise<GoodsRecord> {
  const [goods] = await db.select().from(lifeGoods).where(eq(lifeGoods.id, goodsId)).for("update");
  if (!goods) throw notFound("商品不存在");
  return goods;
}

export async function addGoods(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  input: LifeGoodsInput,
): Promise<number> {
  const now = deps.providers.now();
  await checkBrandMeetsBar(deps.db, input.brand_id);
  const adopted = await adoptGoodsImages(deps, staffId, input.images, []);
  const id = await deps.db.transaction(async (tx) => {
    const [goods] = await tx
      .insert(lifeGoods)
      .values({
        ...columnsOf(input),
        images: adopted.images,
        createdBy: staffId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: lifeGoods.id });
    if (!goods) throw new Error("insert returned no row");
    await markUploadsAttached(tx, adopted.folders, { now, userId: staffId });
    await recordStaffAction(tx, {
      staffId,
      action: "life_goods.add",
      targetType: "life_goods",
      targetId: goods.id,
      detail: { ...input, images: adopted.images },
      now,
    });
    return goods.id;
  });
  await dropGoodsPages(deps, [id]);
  return id;
}

export async function changeGoods(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  goodsId: number,
  input: LifeGoodsInput,
): Promise<void> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const goods = await lockGoods(tx, goodsId);
    // A listed item moved to another brand is listed anew under that brand's figures.
    if (goods.state === "listed" && goods.brandId !== input.brand_id)
      await checkBrandMeetsBar(tx, input.brand_id);
    const adopted = await adoptGoodsImages(deps, staffId, input.images, goods.images);
    await tx
      .update(lifeGoods)
      .set({ ...columnsOf(input), images: adopted.images, updatedAt: now })
      .where(eq(lifeGoods.id, goodsId));
    await markUploadsAttached(tx, adopted.folders, { now, userId: staffId });
    await recordStaffAction(tx, {
      staffId,
      action: "life_goods.edit",
      targetType: "life_goods",
      targetId: goodsId,
      detail: { ...input, images: adopted.images },
      now,
    });
  });
  await dropGoodsPages(deps, [goodsId]);
}

/** A staff member's move of one goods item between listed and withdrawn. */
interface GoodsMove {
  action: "life_goods.withdraw" | "life_goods.relist";
  /** False leaves an item already where the move would take it as it is. */
  moves(goods: GoodsRecord): boolean;
  /** What must hold before it moves; throws its refusal. */
  check?(tx: DatabaseOrTransaction, goods: GoodsRecord): Promise<void>;
  set(now: Date): Partial<GoodsRecord>;
}

async function moveGoods(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  goodsId: number,
  move: GoodsMove,
): Promise<void> {
  const now = deps.providers.now();
  const changed = await deps.db.transaction(async (tx) => {
    const goods = await lockGoods(tx, goodsId);
    if (!move.moves(goods)) return false;
    await move.check?.(tx, goods);
    await tx
      .update(lifeGoods)
      .set({ ...move.set(now), updatedAt: now })
      .where(eq(lifeGoods.id, goodsId));
    await recordStaffAction(tx, {
      staffId,
      action: move.action,
      targetType: "life_goods",
      targetId: goodsId,
      now,
    });
    return true;
  });
  if (changed) await dropGoodsPages(deps, [goodsId]);
}

/** Takes a goods item off the channel; one already withdrawn stays as it is. */
export function withdrawGoods(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  goodsId: number,
): Promise<void> {
  return moveGoods(deps, staffId, goodsId, {
    action: "life_goods.withdraw",
    moves: (goods) => goods.state === "listed",
    set: (now) => ({ state: "withdrawn_by_staff", withdrawnAt: now, withdrawal: null }),
  });
}

/**
 * Lists a withdrawn goods item again, whoever withdrew it, once its brand meets the bar: nothing
 * comes back by itself (decision 110).
 */
export function relistGoods(
  deps: Pick<AppDeps, "db" | "providers" | "cache">,
  staffId: number,
  goodsId: number,
): Promise<void> {
  return moveGoods(deps, staffId, goodsId, {
    action: "life_goods.relist",
    moves: (goods) => goods.state !== "listed",
    check: (tx, goods) => checkBrandMeetsBar(tx, goods.brandId),
    set: () => ({ state: "listed", withdrawnAt: null, withdrawal: null }),
  });
}

/**
 * The daily check: every listed goods item whose brand no longer meets the bar is withdrawn, with
 * the figures and shortfalls the page explains it by. Guarded by the listed state, so a run repeated
 * (a retry, a second node) withdraws nothing twice. Answers the ids withdrawn.
 */
export async function withdrawGoodsBelowBar(
  deps: Pick<AppDeps, "db" | "cache">,
  now: Date,
): Promise<number[]> {
  const listed = await deps.db
    .selectDistinct({ brandId: lifeGoods.brandId })
    .from(lifeGoods)
    .where(eq(lifeGoods.state, "listed"));
  const tallies = await readBrandTallies(
    deps.db,
    listed.map((row) => row.brandId),
  );
  const withdrawn: number[] = [];
  for (const [brandId, tally] of tallies) {
    const shortfalls = lifeGoodsBarShortfalls(tally);
    if (shortfalls.length === 0) continue;
    const rows = await deps.db
      .update(lifeGoods)
      .set({
        state: "withdrawn_below_bar",
        withdrawnAt: now,
        withdrawal: {
          complaintCount: tally.complaintCount,
          repliedCount: tally.repliedCount,
          completedCount: tally.completedCount,
          shortfalls,
        },
        updatedAt: now,
      })
      .where(and(eq(lifeGoods.brandId, brandId), eq(lifeGoods.state, "listed")))
      .returning({ id: lifeGoods.id });
    withdrawn.push(...rows.map((row) => row.id));
  }
  if (withdrawn.length > 0) await dropGoodsPages(deps, withdrawn);
  return withdrawn;
}
