import type { ConfigEnv, UserConfigFnObject } from "vite";
import { afterEach, expect, it } from "vitest";
import webConfig from "../vite.config";

const callerNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = callerNodeEnv;
});

const env = (command: ConfigEnv["command"]): ConfigEnv => ({ command, mode: "production" });

it("builds the web app as production even when the caller runs under NODE_ENV=test", () => {
  process.env.NODE_ENV = "test";
  (webConfig as UserConfigFnObject)(env("build"));
  expect(process.env.NODE_ENV).toBe("production");
});

it("leaves NODE_ENV alone when serving (tests and development)", () => {
  process.env.NODE_ENV = "test";
  (webConfig as UserConfigFnObject)(env("serve"));
  expect(process.env.NODE_ENV).toBe("test");
});
