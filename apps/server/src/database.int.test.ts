import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, loadConfig } from "@tousu/api";
import { quoteIdentifier, runAdminStatement, withDatabase } from "@tousu/db";
import { findFreePort } from "@tousu/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "./database";

const PRODUCTION = {
  NODE_ENV: "production",
  SITE_ORIGIN: "https://www.example.com",
  PII_SECRET: "p".repeat(40),
  CAPTCHA_SECRET: "c".repeat(20),
  UPLOAD_SECRET: "u".repeat(40),
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: "id",
  ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
  ALIYUN_SMS_SIGN_NAME: "sign",
  ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: "SMS_2",
};

describe("the server's database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tousu-server-db-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is the embedded one's, reached as its owner role rather than the superuser, and boots again on the same data", async () => {
    const config = loadConfig({
      ...PRODUCTION,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await findFreePort()),
      EMBEDDED_PG_SHARED_BUFFERS_MB: "16",
      SEED_SIZE: "100",
    });
    for (const start of ["first", "second"]) {
      const database = await openDatabase(config, () => {});
      try {
        const { rows } = await database.connection.db.execute<{ user: string; complaints: number }>(
          sql`select current_user as user, (select count(*)::int from complaints) as complaints`,
        );
        expect(rows[0], start).toEqual({ user: "tousu_app", complaints: 100 });
      } finally {
        await database.close();
      }
    }
  });

  it("refuses in production a role that is a superuser", async () => {
    const adminUrl = inject("testDatabaseAdminUrl");
    const role = `tousu_su_${randomBytes(4).toString("hex")}`;
    await runAdminStatement(
      adminUrl,
      `CREATE ROLE ${quoteIdentifier(role)} LOGIN SUPERUSER PASSWORD 'not-the-default'`,
    );
    try {
      const url = new URL(withDatabase(adminUrl, "postgres"));
      url.username = role;
      url.password = "not-the-default";
      const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir, DATABASE_URL: url.toString() });
      await expect(openDatabase(config, () => {})).rejects.toThrow(ConfigError);
      await expect(openDatabase(config, () => {})).rejects.toThrow(/superuser/);
    } finally {
      await runAdminStatement(adminUrl, `DROP ROLE ${quoteIdentifier(role)}`);
    }
  });
});
