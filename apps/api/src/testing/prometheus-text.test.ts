import { describe, expect, it } from "vitest";
import { parseExposition } from "./prometheus-text";

describe("parseExposition", () => {
  it("reads the values Prometheus reads, NaN and the infinities as prom-client writes them", () => {
    const samples = parseExposition(
      [
        "# TYPE lag gauge",
        "lag Nan",
        "# TYPE took histogram",
        'took_bucket{le="0.5"} 3',
        'took_bucket{le="+Inf"} 4',
        "took_sum 1.5e-3",
        "took_count 4",
        "# TYPE floor gauge",
        "floor -Inf",
      ].join("\n"),
    );
    expect(samples.map((sample) => sample.value)).toEqual([
      Number.NaN,
      3,
      4,
      0.0015,
      4,
      Number.NEGATIVE_INFINITY,
    ]);
    expect(samples[2]?.labels).toEqual({ le: "+Inf" });
  });

  it("refuses a sample without its family's TYPE, and a line that is no sample", () => {
    expect(() => parseExposition("lag 1")).toThrow("no TYPE before lag");
    expect(() => parseExposition("# TYPE lag gauge\nlag one")).toThrow("not a sample");
  });
});
