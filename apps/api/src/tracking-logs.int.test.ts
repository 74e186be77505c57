import { encryptContent } from "@tousu/domain/content-cipher";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { createTrackPageTokens } from "./modules/data";
import { TEST_CONTENT_AES_KEY } from "./testing/submittable-form";
import { createTestEnvironment } from "./testing/test-environment";

const ADDRESS = "203.0.113.78";
const PHONE = "13912345670";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36";

describe("the logs of the track endpoint", () => {
  it("hold no address, user agent or phone of an event, stored or refused", async () => {
    const lines: string[] = [];
    const environment = await createTestEnvironment({ TRUST_PROXY: "1" });
    const app = await buildApp({
      config: environment.config,
      db: environment.db,
      logger: { stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.ready();
      const token = createTrackPageTokens(environment.config.PII_SECRET).issue("PC", new Date());
      const event = {
        v: "9.1.6",
        event: "search",
        t: Math.floor(Date.now() / 1000),
        uid: 4242,
        platform: "PC",
        url: `/search?q=${PHONE}`,
        domain: "www.example.test",
        from_url: "",
        term: PHONE,
        found: false,
      };
      const answers = [];
      for (const code of [encryptContent(JSON.stringify(event), TEST_CONTENT_AES_KEY), "garbage"]) {
        const answer = await app.inject({
          method: "POST",
          url: "/data/api/v1/log/track",
          headers: { "x-forwarded-for": ADDRESS, "user-agent": BROWSER },
          payload: { code, token },
        });
        answers.push(answer.json().code);
      }
      expect(answers).toEqual([200, 400]);
      const logged = lines.join("\n");
      expect(logged).not.toContain(ADDRESS);
      expect(logged).not.toContain(PHONE);
      expect(logged).not.toContain("Chrome/126");
    } finally {
      await app.close();
      await environment.close();
    }
  });
});
