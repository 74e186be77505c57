import { getUnreadCount } from "@tousu/contracts";
import type { PublicConfig } from "@tousu/page-kit/load-context";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { createBrowserApi } from "./browser-api";
import { useUserStore } from "./user-store";

vi.mock("../../ui/toast", () => ({ showToast: vi.fn() }));

// The user store persists to localStorage when there is a document; give it both, in memory. Test
// files share their worker's modules (decision 070): this file imports its modules afresh, so they
// see these globals and the toast it replaces, and gives the globals back when it is done.
const storage = vi.hoisted(() => {
  vi.resetModules();
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("localStorage", storage);
  return storage;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const config: PublicConfig = {
  apiBaseUrl: "http://test.local/api",
  mallBaseUrl: "http://test.local/mall",
  lifeBaseUrl: "http://test.local/life",
  lawyerBaseUrl: "http://test.local/lawyer",
  dataBaseUrl: "http://test.local/data",
  eventBaseUrl: "http://test.local/event",
  mobileOrigin: null,
  lawyerSiteOrigin: null,
  saasOrigin: null,
  imageOrigin: "http://test.local",
  assetOrigin: "http://test.local",
  contentAesKey: "k",
  siteOrigin: "https://www.example.com",
  isDevelopment: false,
};

function answer(code: number, data: unknown) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ code, msg: "", data }));
}

afterEach(() => {
  vi.restoreAllMocks();
  useUserStore.setState({ token: null, bindAccessToken: null });
  useAppStore.setState({ showLogin: false, loginMode: "login" });
});

describe("the browser API's error catalogue hooks", () => {
  it("402 keeps data.access_token as the bind token, not as the session token, and opens bind mode", async () => {
    answer(402, { access_token: "bind-1" });
    await createBrowserApi(config).request(getUnreadCount);
    expect(useUserStore.getState()).toMatchObject({ token: null, bindAccessToken: "bind-1" });
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, loginMode: "bind" });
    // It authorises one bind request: it does not outlive the page.
    expect(storage.getItem("tousu-user")).toMatch(/"token":null/);
    expect(storage.getItem("tousu-user")).not.toContain("bind-1");
  });

  it("402 leaves a logged-in member's session token alone", async () => {
    useUserStore.setState({ token: "session-1" });
    answer(402, { access_token: "bind-2" });
    await createBrowserApi(config).request(getUnreadCount);
    expect(useUserStore.getState()).toMatchObject({ token: "session-1", bindAccessToken: "bind-2" });
  });
});
