// The institute's reports on the site and on the printable static pages.

export { type ReportChart, reportCharts } from "@tousu/page-kit/institute-charts";
export { PrintFrame } from "./print-frame";
export { ReportBody } from "./report-body";
export { ReportCard } from "./report-card";
