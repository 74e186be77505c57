export { ReportButton } from "./report-dialog";
