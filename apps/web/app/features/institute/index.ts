// The institute's reports on the site and on the printable static pages.
export { PrintFrame } from "./print-frame";
export { ReportBody } from "./report-body";
export { ReportCard } from "./report-card";
export * from "./report-charts";
