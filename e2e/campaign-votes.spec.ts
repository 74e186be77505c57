import { expect, loginDialog, recordCspViolations, submitLoginDialog, test } from "./fixtures";
import { forgetPhoneOf, query } from "./lifecycle-actors";

test.use({ viewport: { width: 1440, height: 900 } });

/** A campaign voting now (the demo's 2027 one opens in March), with three seeded enterprises as players. */
async function runningCampaign() {
  const slug = `e2evote${Date.now().toString(36)}`;
  const [campaign] = await query<{ id: number }>(
    `insert into campaigns (slug, title, summary, rules, voting_starts_at, voting_ends_at, votes_per_day,
       votes_per_player_per_day, tally_visibility, visible)
     values ($1, '年度服务之星投票', '为处理投诉最用心的企业投票', $2, now() - interval '1 day',
       now() + interval '10 days', 3, 1, 'rank_and_share', true)
     returning id`,
    [slug, JSON.stringify(["登录并绑定手机号的账号可以投票。", "每个账号每天最多3票，同一选手每天1票。"])],
  );
  if (!campaign) throw new Error("no campaign was made");
  const [section] = await query<{ id: number }>(
    "insert into campaign_sections (campaign_id, kind, title) values ($1, 'company_vote', '服务之星') returning id",
    [campaign.id],
  );
  const players = await query<{ name: string }>(
    `with chosen as (select id, name from enterprises order by id limit 3)
     insert into campaign_players (campaign_id, section_id, kind, enterprise_id, source, status, statement)
     select $1, $2, 'enterprise', chosen.id, 'staff', 'approved', '七日内回应每一条投诉' from chosen
     returning (select name from enterprises where id = enterprise_id)`,
    [campaign.id, section!.id],
  );
  return { id: campaign.id, slug, names: players.map((player) => player.name) };
}

test("[CAMPAIGNS] a visitor logs in to vote, votes for two players, is held to one vote a player a day, and shares the vote poster", async ({
  page,
  browser,
}) => {
  const violations = await recordCspViolations(page);
  const campaign = await runningCampaign();
  const [first, second, third] = campaign.names;
  const player = (name: string | undefined) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  const voteFor = (name: string | undefined) => player(name).getByRole("button", { name: /投票/ });

  await page.goto(`/activity/${campaign.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "年度服务之星投票" })).toBeVisible();
  // Another visitor keeps the page open while the votes come in.
  const watcher = await (await browser.newContext()).newPage();
  await watcher.goto(`/activity/${campaign.slug}`);
  const watched = (name: string | undefined) =>
    watcher.getByRole("listitem").filter({ has: watcher.getByRole("heading", { name }) });
  // A visitor's vote asks for the login first.
  await voteFor(first).click();
  await submitLoginDialog(loginDialog(page));

  await voteFor(first).click();
  await expect(page.getByRole("status").filter({ hasText: "投票成功，今日还可投 2 票" })).toBeVisible();
  await expect(player(first).getByRole("button", { name: /今日已投/ })).toBeDisabled();
  await voteFor(second).click();
  await expect(page.getByRole("status").filter({ hasText: "投票成功，今日还可投 1 票" })).toBeVisible();

  // The server holds the limit whatever a page does: a second vote for the same player is refused.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  const again = await page.request.post(`/api/activity/${campaign.slug}/vote`, {
    headers: { authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
    data: {
      player_id: Number(
        (
          await query<{ id: number }>(
            "select p.id from campaign_players p join enterprises e on e.id = p.enterprise_id where p.campaign_id = $1 and e.name = $2",
            [campaign.id, first],
          )
        )[0]?.id,
      ),
    },
  });
  expect((await again.json()).msg).toBe("今日为该选手投票已达1票上限，次日0点（北京时间）恢复");
  const [stored] = await query<{ votes: number }>(
    "select count(*)::int as votes from campaign_votes where campaign_id = $1",
    [campaign.id],
  );
  expect(stored?.votes).toBe(2);
  // The watching visitor's page follows the standings without a reload (decision 101).
  for (const name of [first, second]) await expect(watched(name)).toContainText("占本单元 50");
  await watcher.context().close();
  // After a reload the page still knows what is left.
  await page.reload();
  await expect(player(first).getByRole("button", { name: /今日已投/ })).toBeDisabled();

  // An account without a phone is asked to bind one before its vote counts.
  await forgetPhoneOf(page);
  await voteFor(third).click();
  await expect(page.getByRole("dialog", { name: "绑定手机号" })).toBeVisible();
  expect(violations).toEqual([]);

  // The vote poster draws the campaign and leads back to it.
  await page.goto(`/poster/vote/${campaign.id}`);
  const poster = page.getByRole("img", { name: /海报：/ });
  await expect
    .poll(() => poster.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(750);
  await expect(page.getByRole("link", { name: "返回原页面" })).toHaveAttribute(
    "href",
    new RegExp(`/activity/(${campaign.id}|${campaign.slug})$`),
  );
});
