import { type DashboardQuery, reportsApi } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (query: DashboardQuery) => [...dashboardKeys.all, query] as const,
};

/** GET /api/reports/dashboard: the caller's figures for the period (the server's default: the last 12 months). */
export function getDashboard(query: DashboardQuery, signal?: AbortSignal) {
  return callApi(reportsApi.getDashboard, { query }, signal ? { signal } : {});
}

export function useDashboard(query: DashboardQuery) {
  return useQuery({
    queryKey: dashboardKeys.period(query),
    queryFn: ({ signal }) => getDashboard(query, signal),
    // the charts keep the last period while the next one loads
    placeholderData: keepPreviousData,
  });
}
