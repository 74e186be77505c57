import type { Database } from "@tousu/db";
import { describe, expect, it, vi } from "vitest";
import { preparedStatement } from "./prepared-statement";

// Stand-ins: the helper only keys on the database object's identity.
const firstDatabase = {} as Database;
const secondDatabase = {} as Database;

describe("preparedStatement", () => {
  it("builds a statement once per database and hands the same one back", () => {
    const prepare = vi.fn((db: Database) => ({ db }));
    const statementFor = preparedStatement(prepare);

    const first = statementFor(firstDatabase);
    expect(statementFor(firstDatabase)).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);

    const second = statementFor(secondDatabase);
    expect(second).not.toBe(first);
    expect(second.db).toBe(secondDatabase);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
