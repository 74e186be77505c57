import { cleanup, configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicConfig } from "@tousu/page-kit/load-context";
import { type ReactElement, StrictMode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, vi } from "vitest";
import type { RootData, SiteData } from "../lib/root-data";
import { ApiProvider } from "../shared/session/api-context";

/** A `{code, msg, data}` envelope as the API sends it (docs/product/errors.md#the-response-envelope). */
export interface ApiAnswer {
  code: number;
  msg: string;
  data: unknown;
}

/** An answer given as the server gives it: read from the request's body, in its own time. */
export type AnswerOf = (body: unknown) => ApiAnswer | Promise<ApiAnswer>;

/** One request the component sent: its method, path below the service's base and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

const API_BASE = "/api";

export const testPublicConfig: PublicConfig = {
  apiBaseUrl: API_BASE,
  mallBaseUrl: "/mall",
  lifeBaseUrl: "/life",
  lawyerBaseUrl: "/lawyer",
  dataBaseUrl: "/data",
  eventBaseUrl: "/event",
  mobileOrigin: null,
  lawyerSiteOrigin: null,
  saasOrigin: null,
  imageOrigin: "",
  assetOrigin: "",
  contentAesKey: "0123456789abcdef0123456789abcdef",
  siteOrigin: "https://www.example.com",
  isDevelopment: false,
};

/** Each service's base; a request's path is keyed below the base it went to. */
const SERVICE_BASES = [
  testPublicConfig.apiBaseUrl,
  testPublicConfig.mallBaseUrl,
  testPublicConfig.lifeBaseUrl,
  testPublicConfig.lawyerBaseUrl,
  testPublicConfig.dataBaseUrl,
  testPublicConfig.eventBaseUrl,
];

/** Site settings with no configured images: avatars and logos fall back to the bundled defaults. */
const testSite: SiteData = { images: { userAvatar: "", brandLogo: "", xfbLogo: "" }, friendLinks: [] };

// A component's first answer waits for lazy chunks and the API client's import, which take longer
// than Testing Library's one-second default when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Renders `ui` as a page of the app renders it: below the root route (its data: the public config, a
 * visitor), with the browser's API client, whose requests reach `answers` (keyed "METHOD /path", each
 * an answer or a function giving one) instead of the network. A request nobody answers fails the test. `strictMode` wraps the whole tree
 * as the app's client entry does, so development builds run each effect twice on mount. Each time the
 * page's data is read again (a revalidation), it waits for `readAgain` first: a slow reload.
 */
export function renderWithApi(
  ui: ReactElement,
  answers: Record<string, ApiAnswer | AnswerOf>,
  { strictMode = false, readAgain }: { strictMode?: boolean; readAgain?: () => Promise<void> } = {},
) {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const base = SERVICE_BASES.find((candidate) => url.startsWith(`${candidate}/`)) ?? API_BASE;
    const path = url.slice(base.length).split("?")[0] ?? "";
    const method = init?.method ?? "GET";
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path, body });
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`No answer for ${method} ${path}`);
    return Response.json(typeof answer === "function" ? await answer(body) : answer);
  });
  const loadedOnce = new Set<string>();
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: async ({ request }): Promise<RootData> => {
        if (readAgain && loadedOnce.has(request.url)) await readAgain();
        loadedOnce.add(request.url);
        return { publicConfig: testPublicConfig, site: testSite, viewer: null, trackToken: "PC.0.test" };
      },
      HydrateFallback: () => null,
      Component: () => (
        <ApiProvider config={testPublicConfig}>
          <Outlet />
        </ApiProvider>
      ),
      children: [{ index: true, Component: () => ui }],
    },
  ]);
  const user = userEvent.setup();
  const tree = <Stub initialEntries={["/"]} />;
  render(strictMode ? <StrictMode>{tree}</StrictMode> : tree);
  return { user, sent };
}

/** The texts an element is described by (its hint and error, `aria-describedby`). */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}
