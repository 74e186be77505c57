import type { Database } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import type { Config } from "../config";
import type { Providers } from "../providers";
import {
  createMemorySmsProvider,
  type SmsMessage,
  type SmsNotice,
  type SmsProvider,
} from "../providers/sms/sms-provider";
import { createTestEnvironment, type TestEnvironment } from "./test-environment";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The app's configuration (its DATA_DIR, secrets), for a test that opens what the app stored. */
  config: Config;
  /** Every SMS code the app sent, newest last. */
  sentSms: SmsMessage[];
  /** Every SMS notice (complaint progress, deadline reminders) the app sent, newest last. */
  sentNotices: SmsNotice[];
  /** The app's SMS provider itself, for a test that makes the vendor fail (`vi.spyOn`). */
  smsProvider: SmsProvider;
  /** Every page path the app asked the CDN to purge, oldest first. */
  purgedPaths: string[];
  /** Moves the app's clock (SMS expiry, resend intervals, hot-list windows). */
  setNow: (date: Date) => void;
  close: () => Promise<void>;
}

/**
 * The real app on a private copy of the seeded database, with the SMS provider
 * captured in memory and the clock under the test's control. With `seededComplaints`, the
 * database is seeded afresh with that many complaints instead of copied from the template's; with
 * `providers`, the app uses those (a payment channel, an official account) instead of its own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    seededComplaints?: number;
    providers?: Partial<Pick<Providers, "payments" | "paymentSandbox" | "alipaySandbox" | "officialAccount">>;
  } = {},
): Promise<TestApp> {
  const environment = await createTestEnvironment(env, options);
  const node = await buildNode(environment, options.providers);
  return {
    ...node,
    close: async () => {
      await node.close();
      await environment.close();
    },
  };
}

/**
 * `count` apps on one database, as the nodes of one deployment (decision 099): each with its own
 * memory, clock and SMS outbox; they share what `env` makes them share (a `REDIS_URL`), and the
 * `providers` given (a mini-program code drawer that counts its draws). Closing the first closes
 * them all and drops the database.
 */
export async function buildTestNodes(
  count: number,
  env: Record<string, string>,
  providers: Partial<Pick<Providers, "miniProgramCodes">> = {},
): Promise<TestApp[]> {
  const environment = await createTestEnvironment(env);
  const nodes: TestApp[] = [];
  for (let index = 0; index < count; index++) nodes.push(await buildNode(environment, providers));
  const closeAll = async () => {
    for (const node of nodes) await node.close();
    await environment.close();
  };
  return nodes.map((node, index) => (index === 0 ? { ...node, close: closeAll } : node));
}

async function buildNode(environment: TestEnvironment, providers: Partial<Providers> = {}): Promise<TestApp> {
  const sms = createMemorySmsProvider();
  const purgedPaths: string[] = [];
  let now = TEST_SEED_NOW;
  const app = await buildApp({
    config: environment.config,
    db: environment.db,
    logger: false,
    providers: {
      sms: sms.provider,
      now: () => now,
      cdn: { name: "memory", purge: async (paths) => void purgedPaths.push(...paths) },
      ...providers,
    },
  });
  await app.ready();
  return {
    app,
    db: environment.db,
    config: environment.config,
    sentSms: sms.sent,
    sentNotices: sms.notices,
    smsProvider: sms.provider,
    purgedPaths,
    setNow: (date) => {
      now = date;
    },
    close: () => app.close(),
  };
}

/** Sends an SMS code to a phone and logs in with it; returns the bearer token. */
export async function loginBySms(testApp: TestApp, phone: string): Promise<string> {
  const sent = await testApp.app.inject({ method: "POST", url: "/api/auth/send_sms", payload: { phone } });
  if (sent.json().code !== 200) throw new Error(`send_sms failed: ${sent.body}`);
  const code = testApp.sentSms.at(-1)?.code;
  const login = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login_sms",
    payload: { phone, code },
  });
  const body = login.json();
  if (body.code !== 200) throw new Error(`login_sms failed: ${login.body}`);
  return body.data.token as string;
}
