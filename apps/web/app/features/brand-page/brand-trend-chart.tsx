import type { BrandPage } from "@tousu/contracts";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import type { ChartOption } from "../../shared/charts/echart";

// ECharts loads only here, after hydration: never in the app-shell chunk, never on the server.
const EChart = lazy(() =>
  import("../../shared/charts/echart").then((module) => ({ default: module.EChart })),
);

const HEIGHT = 260;

/** Published complaints per day over the last 30 days. */
export function BrandTrendChart({ trend }: { trend: BrandPage["trend"] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 36, right: 16, top: 16, bottom: 28 },
      tooltip: { trigger: "axis" },
      xAxis: { type: "category", data: trend.map((point) => point.day.slice(5)) },
      yAxis: { type: "value", minInterval: 1 },
      series: [
        {
          type: "bar",
          name: "投诉量",
          data: trend.map((point) => point.count),
          itemStyle: { color: "#2563eb" },
          barMaxWidth: 18,
        },
      ],
    }),
    [trend],
  );
  const label = `近${trend.length}天每日投诉量，共${trend.reduce((sum, point) => sum + point.count, 0)}件`;
  const placeholder = <div style={{ height: HEIGHT }} aria-label={label} role="img" />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <EChart option={option} height={HEIGHT} label={label} />
    </Suspense>
  );
}
