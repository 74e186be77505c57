import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createIdentityVerifier } from "./create-identity-verifier";

describe("createIdentityVerifier", () => {
  it("checks locally by default and calls the HTTP provider when configured", () => {
    expect(createIdentityVerifier(loadConfig({})).name).toBe("local");
    const config = loadConfig({
      IDENTITY_PROVIDER: "http",
      IDENTITY_API_URL: "https://idcard.example.com/verify",
      IDENTITY_APP_CODE: "code",
    });
    expect(createIdentityVerifier(config).name).toBe("http");
  });

  it("refuses the HTTP provider without its URL or app code", () => {
    expect(() => loadConfig({ IDENTITY_PROVIDER: "http", IDENTITY_APP_CODE: "code" })).toThrow(
      /IDENTITY_API_URL/,
    );
    expect(() =>
      loadConfig({ IDENTITY_PROVIDER: "http", IDENTITY_API_URL: "https://idcard.example.com/verify" }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ IDENTITY_PROVIDER: "aliyun" })).toThrow(ConfigError);
  });
});
