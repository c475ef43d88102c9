// The community feature's public entry for other features (besides its api/ hooks).
export { ReportDialog, type ReportDialogProps } from "./components/report-dialog";
