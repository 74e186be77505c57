import { afterAll, beforeAll } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../client";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * A test file's own copy of the seeded template and one connection to it, opened before its tests
 * and dropped after them; the returned function gives the connection inside a test.
 */
export function useTestConnection(): () => DatabaseConnection {
  let database: TestDatabase | undefined;
  let connection: DatabaseConnection | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    connection = connectDatabase(database.url, { max: 1 });
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });
  return () => {
    if (!connection) throw new Error("the test database is opened in beforeAll");
    return connection;
  };
}
