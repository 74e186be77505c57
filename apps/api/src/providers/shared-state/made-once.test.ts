import { describe, expect, it } from "vitest";
import { makeOnce } from "./made-once";
import { createMemorySharedState } from "./memory-shared-state";

describe("makeOnce", () => {
  it("makes a thing asked for twice at once once; the second asker reads what the first made", async () => {
    const shared = createMemorySharedState();
    let made: string | null = null;
    let makings = 0;
    const make = async () => {
      makings += 1;
      await new Promise((resolve) => setTimeout(resolve, 120));
      made = "poster";
      return made;
    };
    const read = async () => made;
    expect(
      await Promise.all([
        makeOnce(shared, "p", 10_000, read, make),
        makeOnce(shared, "p", 10_000, read, make),
      ]),
    ).toEqual(["poster", "poster"]);
    expect(makings).toBe(1);
  });

  it("makes it on the waiting asker when the holder failed", async () => {
    const shared = createMemorySharedState();
    let made: string | null = null;
    const attempts: string[] = [];
    const failing = async (): Promise<string> => {
      attempts.push("first");
      await new Promise((resolve) => setTimeout(resolve, 60));
      throw new Error("drawing failed");
    };
    const working = async () => {
      attempts.push("second");
      made = "poster";
      return made;
    };
    const read = async () => made;
    const [first, second] = await Promise.allSettled([
      makeOnce(shared, "p", 10_000, read, failing),
      makeOnce(shared, "p", 10_000, read, working),
    ]);
    expect(first.status).toBe("rejected");
    expect(second).toEqual({ status: "fulfilled", value: "poster" });
    expect(attempts).toEqual(["first", "second"]);
  });
});
