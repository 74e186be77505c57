import { describe, expect, it } from "vitest";
import { setUpModerationConsole, type Who } from "../../testing/moderation-console";

const { ids, call, staffActionCount } = setUpModerationConsole();

describe("who may use which endpoint", () => {
  // The minimum role of each endpoint; a body that would pass validation, so only the role decides.
  const endpoints: {
    method: "GET" | "POST" | "PUT" | "DELETE";
    url: string;
    role: "moderator" | "editor" | "finance" | "admin";
    body?: object;
  }[] = [
    { method: "GET", url: "/admin/complaints", role: "moderator" },
    { method: "GET", url: "/admin/complaints/1", role: "moderator" },
    { method: "POST", url: "/admin/complaints/1/hide", role: "moderator", body: { reason: "违规内容" } },
    { method: "POST", url: "/admin/complaints/1/restore", role: "moderator", body: { reason: "误判恢复" } },
    { method: "GET", url: "/admin/applications", role: "moderator" },
    { method: "GET", url: "/admin/reports", role: "moderator" },
    { method: "POST", url: "/admin/reports/1/resolve", role: "moderator", body: { action: "dismiss" } },
    { method: "GET", url: "/admin/comments", role: "moderator" },
    { method: "POST", url: "/admin/comments/1/approve", role: "moderator", body: {} },
    { method: "POST", url: "/admin/comments/1/hide", role: "moderator", body: { reason: "广告" } },
    { method: "POST", url: "/admin/comments/1/restore", role: "moderator", body: { reason: "误判" } },
    { method: "GET", url: "/admin/brand-claims", role: "moderator" },
    { method: "POST", url: "/admin/brand-claims/1/review", role: "moderator", body: { decision: "refuse" } },
    { method: "GET", url: "/admin/feedback", role: "moderator" },
    { method: "POST", url: "/admin/feedback/1/handled", role: "moderator" },
    { method: "GET", url: "/admin/sensitive-words", role: "editor" },
    {
      method: "POST",
      url: "/admin/sensitive-words",
      role: "editor",
      body: { word: "权限测试词", level: "block" },
    },
    { method: "DELETE", url: "/admin/sensitive-words/1", role: "editor" },
    { method: "GET", url: "/admin/articles", role: "editor" },
    { method: "GET", url: "/admin/articles/1", role: "editor" },
    {
      method: "POST",
      url: "/admin/articles",
      role: "editor",
      body: { title: "权限测试", document: { type: "doc", content: [{ type: "paragraph" }] } },
    },
    {
      method: "PUT",
      url: "/admin/articles/1",
      role: "editor",
      body: { title: "权限测试", document: { type: "doc", content: [{ type: "paragraph" }] } },
    },
    { method: "POST", url: "/admin/articles/preview", role: "editor", body: { document: { type: "doc" } } },
    { method: "POST", url: "/admin/articles/publish", role: "editor", body: { ids: [1] } },
    { method: "POST", url: "/admin/articles/withdraw", role: "editor", body: { ids: [1] } },
    { method: "GET", url: "/admin/article-categories", role: "editor" },
    { method: "POST", url: "/admin/article-categories", role: "editor", body: { name: "权限测试" } },
    { method: "PUT", url: "/admin/article-categories/1", role: "editor", body: { name: "权限测试" } },
    { method: "POST", url: "/admin/article-categories/order", role: "editor", body: { ids: [1] } },
    { method: "DELETE", url: "/admin/article-categories/1", role: "editor" },
    { method: "GET", url: "/admin/article-tags", role: "editor" },
    { method: "POST", url: "/admin/article-tags", role: "editor", body: { name: "权限测试" } },
    { method: "PUT", url: "/admin/article-tags/1", role: "editor", body: { name: "权限测试" } },
    { method: "POST", url: "/admin/article-tags/1/merge", role: "editor", body: { into_id: 2 } },
    { method: "DELETE", url: "/admin/article-tags/1", role: "editor" },
    { method: "GET", url: "/admin/brands", role: "admin" },
    { method: "PUT", url: "/admin/brands/1", role: "admin", body: { industry: "电商", enterprise_id: null } },
    { method: "GET", url: "/admin/enterprises", role: "admin" },
    {
      method: "POST",
      url: "/admin/enterprises",
      role: "admin",
      body: { name: "权限测试有限公司", credit_code: "91110000MA01ABCD3U" },
    },
    { method: "PUT", url: "/admin/enterprises/1", role: "admin", body: { is_verified: true } },
    { method: "GET", url: "/admin/users", role: "admin" },
    { method: "POST", url: "/admin/users/1/ban", role: "admin", body: { reason: "违规" } },
    { method: "POST", url: "/admin/users/1/unban", role: "admin", body: { reason: "申诉通过" } },
    { method: "GET", url: "/admin/staff-actions", role: "admin" },
    { method: "GET", url: "/admin/vip/plans", role: "finance" },
    {
      method: "POST",
      url: "/admin/vip/plans",
      role: "finance",
      body: {
        name: "权限测试",
        price_fen: 100,
        duration_days: 1,
        benefits: [],
        on_sale: false,
        sort_order: 0,
      },
    },
    {
      method: "PUT",
      url: "/admin/vip/plans/1",
      role: "finance",
      body: {
        name: "权限测试",
        price_fen: 100,
        duration_days: 1,
        benefits: [],
        on_sale: false,
        sort_order: 0,
      },
    },
    { method: "POST", url: "/admin/vip/plans/1/off_sale", role: "finance" },
    { method: "GET", url: "/admin/vip/orders", role: "finance" },
    { method: "GET", url: "/admin/vip/orders/V20261207000000000AAAAAAAAAA", role: "finance" },
    {
      method: "POST",
      url: "/admin/vip/orders/V20261207000000000AAAAAAAAAA/refunds",
      role: "finance",
      body: { amount_fen: 1, reason: "权限测试" },
    },
  ];
  const outsiders: Record<"moderator" | "editor" | "finance" | "admin", Who[]> = {
    moderator: ["consumer", "editor", "finance"],
    editor: ["consumer", "moderator", "finance"],
    finance: ["consumer", "moderator", "editor"],
    admin: ["consumer", "moderator", "editor", "finance"],
  };

  it.each(endpoints)("$method $url: visitors 401, other roles 403, nothing logged", async (endpoint) => {
    const before = await staffActionCount();
    const visitor = await call(endpoint.method, endpoint.url, "visitor", endpoint.body);
    expect(visitor.statusCode).toBe(401);
    for (const who of outsiders[endpoint.role]) {
      const response = await call(endpoint.method, endpoint.url, who, endpoint.body);
      expect({ who, status: response.statusCode, code: response.json().code }).toEqual({
        who,
        status: 403,
        code: 403,
      });
    }
    expect(await staffActionCount()).toBe(before);
  });

  it("lets the role itself and admins read", async () => {
    for (const endpoint of endpoints.filter(
      (candidate) => candidate.method === "GET" && !/\d/.test(candidate.url),
    )) {
      for (const who of new Set<Who>([endpoint.role, "admin"])) {
        expect((await call("GET", endpoint.url, who)).json()).toMatchObject({ code: 200 });
      }
    }
  });

  it("GET /admin/me names the staff roles and refuses everybody else", async () => {
    expect((await call("GET", "/admin/me", "editor")).json()).toMatchObject({
      code: 200,
      data: { id: ids.editor, roles: ["editor"] },
    });
    expect((await call("GET", "/admin/me", "consumer")).statusCode).toBe(403);
    expect((await call("GET", "/admin/me", "visitor")).statusCode).toBe(401);
  });
});
