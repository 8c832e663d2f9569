// The reports feature's surface: the Report entry other features place on an item page or a profile.
export { ReportButton } from './components/report-button';
