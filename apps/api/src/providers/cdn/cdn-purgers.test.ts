import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAliyunRpc } from "../aliyun-rpc";
import { createAliyunCdnPurger } from "./aliyun-cdn-purger";

describe("Aliyun CDN purger", () => {
  const received: URLSearchParams[] = [];
  let answer: { status: number; body: object } = { status: 200, body: { RefreshTaskId: "704222904" } };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push(new URLSearchParams(body));
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer.body));
    });
  });
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  const purger = () =>
    createAliyunCdnPurger({
      accessKeyId: "cdn-key",
      accessKeySecret: "cdn-secret",
      endpoint,
      siteOrigin: "https://www.example.com/",
    });

  it("refreshes the pages' URLs on the site's origin in one signed RefreshObjectCaches call", async () => {
    received.length = 0;
    await purger().purge(["/tousu/42", "/tousu/42.data"]);

    expect(received).toHaveLength(1);
    const params = received[0]!;
    expect(params.get("Action")).toBe("RefreshObjectCaches");
    expect(params.get("Version")).toBe("2018-05-10");
    expect(params.get("ObjectType")).toBe("File");
    expect(params.get("ObjectPath")).toBe(
      "https://www.example.com/tousu/42\nhttps://www.example.com/tousu/42.data",
    );
    const { Signature, ...signed } = Object.fromEntries(params);
    expect(Signature).toBe(signAliyunRpc("POST", signed, "cdn-secret"));
  });

  it("splits more than a thousand URLs over several calls", async () => {
    received.length = 0;
    await purger().purge(Array.from({ length: 1001 }, (_, index) => `/tousu/${index}`));
    expect(received.map((params) => params.get("ObjectPath")?.split("\n").length)).toEqual([1000, 1]);
  });

  it("reports a refusal with Aliyun's code", async () => {
    answer = {
      status: 400,
      body: { Code: "InvalidObjectPath.Malformed", Message: "The specified ObjectPath is invalid." },
    };
    await expect(purger().purge(["/tousu/1"])).rejects.toThrow("InvalidObjectPath.Malformed");
    answer = { status: 200, body: { RefreshTaskId: "1" } };
  });
});
