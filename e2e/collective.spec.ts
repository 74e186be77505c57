import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { moderatorPage, operatorPage, query } from "./lifecycle-actors";

/** A new collective against 云杉优选, the brand of the enterprise operatorPage() joins; open unless told. */
async function openCollective(title: string, status: "open" | "closed" = "open"): Promise<number> {
  const [collective] = await query<{ id: number }>(
    `insert into collective_complaints (brand_id, title, description, status, closed_at)
     select id, $1, '多位消费者反映云杉优选空气净化器使用两周后出现异响，客服推诿。', $2::collective_status,
       case when $2::collective_status = 'closed' then now() end
     from brands where name = '云杉优选' returning id`,
    [title, status],
  );
  if (!collective) throw new Error("the seed has no brand 云杉优选");
  return collective.id;
}

async function memberCount(collectiveId: number): Promise<number> {
  const [row] = await query<{ member_count: number }>(
    "select member_count from collective_complaints where id = $1",
    [collectiveId],
  );
  return row?.member_count ?? -1;
}

test("[COLLECTIVE][OFFER] filing against a brand offers its open collective, which the form joins", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `云杉优选净化器异响征集${Date.now()}`;
  const collectiveId = await openCollective(title);
  expect(await memberCount(collectiveId)).toBe(0);

  await page.goto("/complaint/create");
  await page.getByRole("combobox", { name: "投诉品牌" }).fill("ysyx");
  await page.getByRole("option", { name: /云杉优选/ }).click();
  const offer = page.getByRole("region", { name: /个正在征集的集体投诉$/ });
  const offered = offer.getByRole("listitem").filter({ hasText: title });
  await expect(offered).toContainText("已有 0 人参与");
  await expect(offered.getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/tousu/collective/${collectiveId}`,
  );

  // The consumer may decline, change their mind and join after all.
  await offer.getByRole("button", { name: "不加入，单独投诉" }).click();
  await expect(offer).toBeHidden();
  await page.getByRole("button", { name: "查看该品牌的集体投诉" }).click();
  await offered.getByRole("button", { name: "加入集体投诉" }).click();
  const joined = page.getByRole("region", { name: "已选择加入集体投诉" });
  await expect(joined).toContainText(title);

  // The choice is in the draft: the rest of the form, filled as usual, carries it to the submission.
  const { id } = await fileComplaint(page, "净化器异响要求退货并加入集体投诉", "/complaint/create", {
    brandChosen: true,
  });
  const [filed] = await query<{ collective_id: number | null }>(
    "select collective_id from complaints where id = $1",
    [id],
  );
  expect(filed?.collective_id).toBe(collectiveId);
  expect(await memberCount(collectiveId)).toBe(1);
  await page.goto(`/tousu/collective/${collectiveId}`);
  await expect(page.getByRole("definition").filter({ hasText: /^1人$/ })).toBeVisible();
});

test("[COLLECTIVE][LIST] the list shows collectives under way, and closed ones marked on their own tab", async ({
  page,
}) => {
  const stamp = Date.now();
  const ongoing = `云杉优选滤网缺货集体投诉${stamp}`;
  const ended = `云杉优选延保拒赔集体投诉${stamp}`;
  await openCollective(ongoing);
  await openCollective(ended, "closed");

  await page.goto("/tousu/collective/list");
  const tabs = page.getByRole("navigation", { name: "集体投诉状态" });
  await expect(tabs.getByRole("link", { name: "进行中" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: ongoing })).toBeVisible();
  await expect(page.getByRole("link", { name: ended })).toHaveCount(0);

  await tabs.getByRole("link", { name: "已结束" }).click();
  await expect(page).toHaveURL(/\/tousu\/collective\/list\?status=closed$/);
  const closedCard = page.getByRole("article").filter({ hasText: ended });
  await expect(closedCard).toContainText("已结束");
  await expect(closedCard).toContainText("结束于");
  await expect(page.getByRole("link", { name: ongoing })).toHaveCount(0);

  await tabs.getByRole("link", { name: "全部" }).click();
  await expect(page).toHaveURL(/\?status=all$/);
  await expect(page.getByRole("link", { name: ongoing })).toBeVisible();
  await expect(page.getByRole("link", { name: ended })).toBeVisible();
});

test("[COLLECTIVE][JOIN] a consumer joins a collective complaint from its page by filing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `云杉优选净化器异响集体投诉${Date.now()}`;
  const collectiveId = await openCollective(title);

  await page.goto("/tousu/collective/list");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/tousu/collective/${collectiveId}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "我也遇到了，加入集体投诉" }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint/create\\?collective_id=${collectiveId}$`));

  // The join link names only the collective; the form looks it up, says so and chooses its brand.
  await expect(page.getByRole("region", { name: "已选择加入集体投诉" })).toContainText(title);
  const { id } = await fileComplaint(page, "空气净化器使用两周出现异响要求退货", page.url(), {
    brandChosen: true,
  });
  const [filed] = await query<{ collective_id: number; member_count: number; brand: string }>(
    `select c.collective_id, cc.member_count, b.name as brand from complaints c
     join collective_complaints cc on cc.id = c.collective_id join brands b on b.id = c.brand_id
     where c.id = $1`,
    [id],
  );
  expect(filed).toEqual({ collective_id: collectiveId, member_count: 1, brand: "云杉优选" });
});

test("[COLLECTIVE][REPLY] the company answers a collective once; members hear of it, the public reads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `云杉优选净化器异响集体回复${Date.now()}`;
  const collectiveId = await openCollective(title);
  // A published complaint of the brand joins it (as the filing flow plus a moderator's approval would).
  const [member] = await query<{ id: number; user_id: number }>(
    `insert into complaints (user_id, brand_id, enterprise_id, subtype_id, title, content, status,
       reviewed_at, dispatched_at, collective_id)
     select user_id, brand_id, enterprise_id, subtype_id, $1, content, 'dispatched', now(), now(), $2
     from complaints where brand_id = (select id from brands where name = '云杉优选') limit 1
     returning id, user_id`,
    [`净化器异响${Date.now()}`, collectiveId],
  );
  if (!member) throw new Error("the seed has no complaint against 云杉优选");
  await query("update collective_complaints set member_count = 1 where id = $1", [collectiveId]);

  // The member complaint's page leads to its collective.
  await page.goto(`/tousu/${member.id}`);
  await page.getByRole("link", { name: `本投诉属于集体投诉：${title}，共1人参与` }).click();
  await expect(page).toHaveURL(new RegExp(`/tousu/collective/${collectiveId}$`));
  const publicReply = page.getByRole("region", { name: "商家集体回复" });
  await expect(publicReply).toContainText("商家尚未对本集体投诉作出统一回复");

  const operator = await operatorPage(browser);
  await operator.getByRole("menuitem", { name: /集体投诉/ }).click();
  await expect(operator).toHaveURL(/\/company\/collectives$/);
  const card = operator.locator(".ant-card-small").filter({ hasText: title });
  await expect(card).toContainText("参与人数：1 人");
  await expect(card).toContainText("待回复");
  const reply = "经核查为一批次风扇轴承问题，参与投诉的用户均可免费换新或全额退款，客服专线已开通。";
  await card.getByLabel("集体回复", { exact: true }).fill("请稍候");
  await card.getByRole("button", { name: "发布回复" }).click();
  await expect(card.getByText("回复内容需为10-2000个字")).toBeVisible();
  await card.getByLabel("集体回复", { exact: true }).fill(reply);
  await card.getByRole("button", { name: "发布回复" }).click();
  await expect(operator.getByText("回复已发布，已通知参与集体投诉的消费者")).toBeVisible();
  await expect(card).toContainText("已回复");

  const messages = await query<{ title: string }>(
    "select title from push_messages where user_id = $1 and link = $2",
    [member.user_id, `/tousu/collective/${collectiveId}`],
  );
  expect(messages).toEqual([{ title: "商家回复了您参与的集体投诉" }]);

  await page.reload();
  await expect(publicReply).toContainText(reply);
  await expect(publicReply).toContainText("回复于");

  // An edit replaces the public text and keeps the earlier one for the enterprise.
  const edited = `${reply}截至目前已为全部参与用户处理完毕。`;
  await card.getByRole("button", { name: "修改回复" }).click();
  await card.getByLabel("修改集体回复").fill(edited);
  await card.getByRole("button", { name: "保存修改" }).click();
  await expect(operator.getByText("回复已更新")).toBeVisible();
  await card.getByText("修改记录（1）").click();
  await expect(card.locator(".ant-timeline")).toContainText(reply);

  await page.reload();
  await expect(publicReply).toContainText(edited);
  await expect(publicReply).toContainText("更新于");

  // A moderator takes the reply off the public page from the console, then puts it back.
  const moderator = await moderatorPage(browser);
  await moderator.getByRole("menuitem", { name: /集体投诉/ }).click();
  const row = moderator.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(edited);
  await row.getByRole("button", { name: "隐藏回复" }).click();
  const dialog = moderator.getByRole("dialog", { name: "隐藏企业的集体回复" });
  await dialog.getByRole("textbox").fill("承诺内容待核实");
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await expect(moderator.getByText("已隐藏企业回复")).toBeVisible();
  await expect(row).toContainText("已隐藏");
  await page.reload();
  await expect(publicReply).toContainText("商家尚未对本集体投诉作出统一回复");

  await row.getByRole("button", { name: "恢复回复" }).click();
  await moderator.getByRole("button", { name: /^恢\s*复$/ }).click();
  await expect(moderator.getByText("已恢复企业回复")).toBeVisible();
  await page.reload();
  await expect(publicReply).toContainText(edited);
});
