import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAliyunRpc } from "../aliyun-rpc";
import { startFakeAliyun } from "../fake-aliyun.testing";
import { createAliyunCdnPurger } from "./aliyun-cdn-purger";

describe("Aliyun CDN purger", () => {
  let aliyun: Awaited<ReturnType<typeof startFakeAliyun>>;
  beforeAll(async () => {
    aliyun = await startFakeAliyun();
    aliyun.answerWith({ RefreshTaskId: "704222904" });
  });
  afterAll(() => aliyun.close());

  const purger = () =>
    createAliyunCdnPurger({
      accessKeyId: "cdn-key",
      accessKeySecret: "cdn-secret",
      endpoint: aliyun.endpoint,
      siteOrigin: "https://www.example.com/",
    });

  it("refreshes the pages' URLs on the site's origin in one signed RefreshObjectCaches call", async () => {
    aliyun.received.length = 0;
    await purger().purge(["/tousu/42", "/tousu/42.data"]);

    expect(aliyun.received).toHaveLength(1);
    const params = aliyun.received[0]!;
    expect(params.get("Action")).toBe("RefreshObjectCaches");
    expect(params.get("Version")).toBe("2018-05-10");
    expect(params.get("ObjectType")).toBe("File");
    expect(params.get("ObjectPath")).toBe(
      "https://www.example.com/tousu/42\nhttps://www.example.com/tousu/42.data",
    );
    const { Signature, ...signed } = Object.fromEntries(params);
    expect(Signature).toBe(signAliyunRpc("POST", signed, "cdn-secret"));
  });

  it("refreshes each page's copy on the H5 site as well when the CDN serves the mobile origin too", async () => {
    aliyun.received.length = 0;
    const withMobile = createAliyunCdnPurger({
      accessKeyId: "cdn-key",
      accessKeySecret: "cdn-secret",
      endpoint: aliyun.endpoint,
      siteOrigin: "https://www.example.com",
      mobileOrigin: "https://m.example.com/",
    });
    await withMobile.purge(["/tousu/42", "/tousu/42.data", "/", "/_root.data", "/company"]);
    expect(aliyun.received[0]?.get("ObjectPath")?.split("\n")).toEqual([
      "https://www.example.com/tousu/42",
      "https://www.example.com/tousu/42.data",
      "https://www.example.com/",
      "https://www.example.com/_root.data",
      "https://www.example.com/company",
      "https://m.example.com/pages/complaint/details?id=42",
      "https://m.example.com/pages/complaint/details.data?id=42",
      "https://m.example.com/",
      "https://m.example.com/_root.data",
    ]);
  });

  it("splits more than a thousand URLs over several calls", async () => {
    aliyun.received.length = 0;
    await purger().purge(Array.from({ length: 1001 }, (_, index) => `/tousu/${index}`));
    expect(aliyun.received.map((params) => params.get("ObjectPath")?.split("\n").length)).toEqual([1000, 1]);
  });

  it("reports a refusal with Aliyun's code", async () => {
    aliyun.answerWith(
      { Code: "InvalidObjectPath.Malformed", Message: "The specified ObjectPath is invalid." },
      400,
    );
    await expect(purger().purge(["/tousu/1"])).rejects.toThrow("InvalidObjectPath.Malformed");
    aliyun.answerWith({ RefreshTaskId: "1" });
  });
});
