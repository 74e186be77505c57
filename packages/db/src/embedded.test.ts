import { describe, expect, it } from "vitest";
import { unixSocketDirectoryFor } from "./embedded";

describe("unixSocketDirectoryFor", () => {
  it("puts the socket in the data directory when its path fits a socket address", () => {
    expect(unixSocketDirectoryFor("/work/main/data/bench-1000000/postgres", 54361)).toBe(
      "/work/main/data/bench-1000000/postgres",
    );
  });

  it("falls back to TCP when the socket's path would pass 107 bytes", () => {
    const fits = `/${"d".repeat(107 - "/.s.PGSQL.54361".length - 1)}`;
    expect(unixSocketDirectoryFor(fits, 54361)).toBe(fits);
    expect(unixSocketDirectoryFor(`${fits}e`, 54361)).toBeNull();
  });

  it("falls back to TCP for paths PostgreSQL's list setting would misread", () => {
    expect(unixSocketDirectoryFor("/home/me/my data/postgres", 5432)).toBeNull();
    expect(unixSocketDirectoryFor("/srv/a,b/postgres", 5432)).toBeNull();
    expect(unixSocketDirectoryFor("relative/postgres", 5432)).toBeNull();
    expect(unixSocketDirectoryFor("/数据/postgres", 5432)).toBeNull();
  });
});
