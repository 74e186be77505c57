import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpIdentityVerifier } from "./http-identity-verifier";
import { createLocalIdentityVerifier } from "./local-identity-verifier";

// 11010519491231002X is the GB 11643 standard's own worked example: its check character is valid.
const VALID_ID = "11010519491231002X";

describe("local identity verifier", () => {
  const verifier = createLocalIdentityVerifier(() => new Date("2026-06-01T00:00:00Z"));

  it("accepts a well-formed name and ID number", async () => {
    expect(await verifier.verify({ realName: "张三", idCard: VALID_ID })).toEqual({ verified: true });
    expect(await verifier.verify({ realName: "买买提·艾力", idCard: VALID_ID })).toEqual({ verified: true });
  });

  it("refuses a wrong check character, an impossible birth date and a bad name", async () => {
    expect((await verifier.verify({ realName: "张三", idCard: "110105194912310021" })).verified).toBe(false);
    expect((await verifier.verify({ realName: "张三", idCard: "110105194902300023" })).verified).toBe(false);
    expect((await verifier.verify({ realName: "Zhang", idCard: VALID_ID })).verified).toBe(false);
  });
});

describe("HTTP identity verifier", () => {
  const received: { headers: IncomingHttpHeaders; body: Record<string, string> }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer.body));
    });
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/idcard/verify`;
  });
  afterAll(() => server.close());

  const claim = { realName: "张三", idCard: VALID_ID };

  it("posts the name and number as JSON with the APPCODE header and reads res 1 as a match", async () => {
    answer = { status: 200, body: { code: "0", message: "成功", result: { res: "1", description: "一致" } } };
    const verifier = createHttpIdentityVerifier({ url, appCode: "app-code-1" });
    expect(await verifier.verify(claim)).toEqual({ verified: true });
    const request = received.at(-1)!;
    expect(request.headers.authorization).toBe("APPCODE app-code-1");
    expect(request.headers["content-type"]).toContain("application/json");
    expect(request.body).toEqual({ name: "张三", idCard: VALID_ID });
  });

  it("reads res 2 (不一致) and 3 (无此号) as not verified", async () => {
    const verifier = createHttpIdentityVerifier({ url, appCode: "app-code-1" });
    answer = { status: 200, body: { code: 0, result: { res: 2 } } };
    expect(await verifier.verify(claim)).toEqual({ verified: false });
    answer = { status: 200, body: { code: "0", result: { res: "3" } } };
    expect(await verifier.verify(claim)).toEqual({ verified: false });
  });

  it("throws on provider errors without the name or the number in the message", async () => {
    const verifier = createHttpIdentityVerifier({ url, appCode: "app-code-1" });
    for (const failure of [
      { status: 403, body: { message: "Invalid AppCode" } },
      { status: 200, body: { code: "14", message: "余额不足" } },
      { status: 200, body: { code: "0", result: { res: "9" } } },
    ]) {
      answer = failure;
      const error = (await verifier.verify(claim).catch((e: Error) => e)) as Error;
      expect(error).toBeInstanceOf(Error);
      expect(error.message).not.toContain("张三");
      expect(error.message).not.toContain(VALID_ID);
    }
  });
});
