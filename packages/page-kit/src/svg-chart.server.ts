import { BarChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from "echarts/components";
import { init, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import type { ChartOption } from "./chart-option";

use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

/**
 * A chart drawn once on the server as an SVG document fragment, for pages that ship no JavaScript
 * (ECharts' server-side rendering). Width is fixed; the SVG scales with its container through its
 * viewBox.
 */
export function renderChartSvg(option: ChartOption, size: { width: number; height: number }): string {
  const chart = init(null, null, { renderer: "svg", ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false, tooltip: undefined });
    return chart.renderToSVGString({ useViewBox: true });
  } finally {
    chart.dispose();
  }
}
