import { derivePiiKeys } from "@tousu/db";
import { createUser, TEST_PII_SECRET } from "@tousu/db/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { startTestServer, type TestServer } from "./test-server";

/** The mobile origin the H5 site's integration tests give the server (decision 078), and its host. */
export const MOBILE_ORIGIN = "https://m.tousu.example";
export const MOBILE_HOST = new URL(MOBILE_ORIGIN).host;

/** Safari on an iPhone: a phone, which the server sends to the H5 site. */
export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
/** Chrome on a desktop, which stays on the PC site. */
export const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

/**
 * The whole server with the H5 site on MOBILE_ORIGIN, rendering on the thread that serves the API,
 * with a page-render limit no test's burst of requests from one address meets.
 */
export function startH5TestServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    MOBILE_ORIGIN,
    SSR_WORKERS: "0",
    PAGE_RENDERS_PER_MINUTE_PER_IP: "100000",
    ...env,
  });
}

/** A form posted to an H5 page's action on the mobile host, as a phone's browser sends it without scripts. */
export function postH5Form(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string> | [string, string][],
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: {
      host: MOBILE_HOST,
      "user-agent": IPHONE,
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A new member logged in by SMS through the API, as the H5 login page does: their id and token. */
export async function logInNewMember(server: TestServer): Promise<{ id: number; token: string }> {
  const user = await createUser(server.db, derivePiiKeys(TEST_PII_SECRET));
  await server.app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone: user.phone } });
  const code = server.sms.sent.findLast((message) => message.phone === user.phone)?.code;
  const response = await server.app.inject({
    method: "POST",
    url: "/api/auth/login_sms",
    payload: { phone: user.phone, code },
  });
  return { id: user.id, token: response.json().data.token as string };
}
