import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority, lowPriorityModulePreloads } from "./module-preload-priority";

const HEAD =
  '<!DOCTYPE html><html lang="zh-CN"><head><link rel="modulepreload" href="/assets/framework-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n0"/><link rel="stylesheet" href="/assets/app.css#"/></head>';
const BODY = '<body><p>投诉有回音</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';

describe("lowerModulePreloadPriority", () => {
  it("asks for each modulepreload at low priority and leaves every other link as it was", () => {
    expect(lowerModulePreloadPriority(HEAD)).toBe(
      '<!DOCTYPE html><html lang="zh-CN"><head><link rel="modulepreload" href="/assets/framework-1.js" fetchPriority="low"/>' +
        '<link rel="modulepreload" href="/assets/root-2.js" nonce="n0" fetchPriority="low"/><link rel="stylesheet" href="/assets/app.css#"/></head>',
    );
  });
});

describe("lowPriorityModulePreloads", () => {
  it("lowers the head's modulepreloads however the stream cuts the head, and passes the body through", async () => {
    const page = Buffer.from(HEAD + BODY);
    // Cut inside a link and inside a three-byte character of the body.
    const cuts = [0, 37, 90, HEAD.length + 14, page.length];
    const chunks = cuts.slice(1).map((end, index) => page.subarray(cuts[index], end));
    const out = await buffer(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
    expect(out.toString()).toBe(lowerModulePreloadPriority(HEAD) + BODY);
  });
});
