import { OUTBOUND_LINK_MESSAGES, transferAddress } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

// /transfer, the notice before a link leaves the site, rendered by the server from the real web build.
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

let app: FastifyInstance;
let closeAll = async () => {};

beforeAll(async () => {
  const server = await startTestServer({ SSR_WORKERS: "0" });
  app = server.app;
  closeAll = server.close;
});

afterAll(() => closeAll());

async function render(address: string) {
  const response = await app.inject({ url: address, headers: { "user-agent": DESKTOP } });
  const html = response.body;
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return {
    status: response.statusCode,
    location: response.headers.location,
    html,
    /** The page's own links, header and footer left out. */
    links: [...main.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(([, href]) => href),
    text: main.replace(/<[^>]*>/g, " ").replace(/\s+/g, " "),
  };
}

describe("/transfer", () => {
  it("shows where an http(s) link goes and waits for the visitor to choose", async () => {
    const page = await render(transferAddress("https://shop.example.com/orders?id=7&from=诉达"));
    expect(page.status).toBe(200);
    expect(page.location).toBeUndefined();
    expect(page.text).toContain("你即将离开诉达");
    expect(page.text).toContain("目标网站 shop.example.com");
    expect(page.text).toContain("https://shop.example.com/orders?id=7&amp;from=%E8%AF%89%E8%BE%BE");
    expect(page.links).toEqual(["https://shop.example.com/orders?id=7&amp;from=%E8%AF%89%E8%BE%BE", "/"]);
    // Nothing moves on by itself: no refresh header or tag, no script sends the visitor on.
    expect(page.html).not.toMatch(/http-equiv="refresh"/i);
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it.each([
    ["javascript:alert(document.cookie)", OUTBOUND_LINK_MESSAGES.notWeb],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", OUTBOUND_LINK_MESSAGES.notWeb],
    ["//evil.example/login", OUTBOUND_LINK_MESSAGES.notWeb],
    ["/\\evil.example", OUTBOUND_LINK_MESSAGES.notWeb],
    ["https://bank.example@evil.example/login", OUTBOUND_LINK_MESSAGES.credentials],
  ])("refuses %s with the reason and no link to it", async (destination, message) => {
    const page = await render(transferAddress(destination));
    expect(page.status).toBe(400);
    expect(page.location).toBeUndefined();
    expect(page.text).toContain(`无法打开这个链接 ${message}`);
    expect(page.links).toEqual(["/"]);
    expect(page.html).not.toContain("evil.example");
    expect(page.html).not.toContain("alert");
  });

  it("asks for an address when none is given", async () => {
    const page = await render("/transfer");
    expect(page.status).toBe(400);
    expect(page.text).toContain(OUTBOUND_LINK_MESSAGES.missing);
    expect(page.links).toEqual(["/"]);
  });
});
