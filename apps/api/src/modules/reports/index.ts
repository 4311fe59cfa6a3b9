export { registerReportRoutes } from './reports.routes';
