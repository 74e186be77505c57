import sharp from "sharp";
import { fileComplaintThroughApi } from "./complaint-through-api";
import { expect, login, test } from "./fixtures";

test("[COMPLAINT][EVIDENCE] the author adds evidence from the accelerate page", async ({ page }) => {
  await page.goto("/");
  await login(page);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "web-token")?.value;
  if (!token) throw new Error("logging in set no web-token cookie");
  const id = await fileComplaintThroughApi(page.request, token, "空调安装后漏水不处理");

  await page.goto(`/complaint/accelerate/${id}`);
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/证据图片/)
    .setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "receipt.jpg" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /receipt\.jpg/ })).toHaveCount(0);
  await page.getByRole("button", { name: "保存证据" }).click();

  await expect(page.getByRole("status").filter({ hasText: "已补充1张证据" })).toBeVisible();
  // The summary was reloaded with the new count.
  await expect(page.getByText("1 张", { exact: true })).toBeVisible();
  const simple = await page.request.get(`/api/user/complaintSimple/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await simple.json()).data.image_count).toBe(1);
});
