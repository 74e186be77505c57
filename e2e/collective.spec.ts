import { fileComplaint } from "./complaint-form";
import { expect, test } from "./fixtures";
import { query } from "./lifecycle-actors";

test("[COLLECTIVE][JOIN] a consumer joins a collective complaint from its page by filing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `云杉优选净化器异响集体投诉${Date.now()}`;
  const [collective] = await query<{ id: number }>(
    `insert into collective_complaints (brand_id, title, description, status)
     select id, $1, '多位消费者反映云杉优选空气净化器使用两周后出现异响，客服推诿。', 'open'
     from brands where name = '云杉优选' returning id`,
    [title],
  );
  if (!collective) throw new Error("the seed has no brand 云杉优选");

  await page.goto("/tousu/collective/list");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/tousu/collective/${collective.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "我也遇到了，加入集体投诉" }).click();
  await expect(page).toHaveURL(new RegExp(`/complaint/create\\?collective_id=${collective.id}$`));

  // Filing starts from the arrival link, whose collective the draft keeps and the submission carries.
  const { id } = await fileComplaint(page, "空气净化器使用两周出现异响要求退货", page.url());
  const [filed] = await query<{ collective_id: number; member_count: number }>(
    `select c.collective_id, cc.member_count from complaints c
     join collective_complaints cc on cc.id = c.collective_id where c.id = $1`,
    [id],
  );
  expect(filed).toEqual({ collective_id: collective.id, member_count: 1 });
});
