// The institute's reports on the site and on the printable static pages.
export { loadReport, loadReportPage, REPORT_PAGE_SIZE } from "./load-institute.server";
export { PrintFrame } from "./print-frame";
export { ReportBody } from "./report-body";
export { ReportCard } from "./report-card";
export * from "./report-charts";
