import { reportsApi } from '@dealerport/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route';
import * as dashboard from './dashboard.service';
import * as reportExports from './report-exports.service';
import * as reports from './reports.service';

export function registerReportRoutes(app: FastifyInstance) {
  route(app, reportsApi.getOrderReport, ({ query, body }, ctx) => reports.getOrderReport(ctx, query, body));
  route(app, reportsApi.exportOrderReport, ({ query, body }, ctx) => reportExports.exportOrderReport(ctx, query, body));
  route(app, reportsApi.getProductReport, ({ query, body }, ctx) => reports.getProductReport(ctx, query, body));
  route(app, reportsApi.exportProductReport, ({ query, body }, ctx) => reportExports.exportProductReport(ctx, query, body));
  route(app, reportsApi.getCustomerReport, ({ query, body }, ctx) => reports.getCustomerReport(ctx, query, body));
  route(app, reportsApi.exportCustomerReport, ({ query, body }, ctx) => reportExports.exportCustomerReport(ctx, query, body));
  route(app, reportsApi.getProductImageReport, ({ query, body }, ctx) => reports.getProductImageReport(ctx, query, body));
  route(app, reportsApi.getDashboard, ({ query }, ctx) => dashboard.getDashboard(ctx, query));
  route(app, reportsApi.exportProductImageReport, ({ query, body }, ctx) => reportExports.exportProductImageReport(ctx, query, body));
}
