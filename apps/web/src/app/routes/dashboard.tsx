import { DashboardPage } from '../../features/dashboard/components/DashboardPage';

/**
 * /dashboard (signed in, no authority: spec 01 §2): the caller's figures with charts. Its own lazy module,
 * so the chart library (@mantine/charts, recharts) loads with this screen only (ADR 0051).
 */
export function DashboardRoute() {
  return <DashboardPage />;
}
