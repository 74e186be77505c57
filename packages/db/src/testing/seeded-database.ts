import { connectDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from "../seed";
import { TEST_PII_SECRET, TEST_SEED_NOW } from "./constants";

/** Migrates an empty database and fills it with the demo seed, at the tests' clock and PII secret. */
export async function migrateAndSeed(url: string, complaintCount: number): Promise<void> {
  const connection = connectDatabase(url, { max: 4 });
  try {
    await migrateDatabase(connection.db);
    await seedDatabase(connection.db, { complaintCount, now: TEST_SEED_NOW, piiSecret: TEST_PII_SECRET });
  } finally {
    await connection.close();
  }
}
