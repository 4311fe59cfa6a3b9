import '@mantine/charts/styles.css';
import type { Dashboard, DashboardQuery } from '@dealerport/contract';
import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { formatDate, formatMonth, monthsBetween } from '../../../lib/dates';
import { isDealer } from '../../../lib/identity';
import { formatAxisMoney, formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDashboard } from '../api/get-dashboard';
import { currenciesOf, DEFAULT_MONTHS, PERIOD_PRESETS } from '../lib/period';
import { ChartSection } from './ChartSection';

const STATUS_COLORS: Record<string, string> = {
  Pending: 'yellow.6',
  Approved: 'blue.6',
  Processing: 'indigo.6',
  PartiallyShipped: 'cyan.6',
  Shipped: 'teal.6',
  Delivered: 'green.7',
  Cancelled: 'gray.6',
  Rejected: 'red.7',
};

/**
 * /dashboard: the caller's sales over time, best products and customers, orders by status and open
 * balance for a period (staff: every customer; a salesman: his customers; a dealer: its own). Each chart
 * has its figures as a table beside it.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // a preset asks for its months and the server counts them back from the distributor's today (the
  // browser's calendar day may be another); the date inputs then show the period the answer used
  const [query, setQuery] = useState<DashboardQuery>({ months: DEFAULT_MONTHS });
  const [preset, setPreset] = useState<string>(String(DEFAULT_MONTHS));
  const dashboard = useDashboard(query);
  const data = dashboard.data;
  const period = { startDate: query.startDate ?? data?.startDate ?? '', endDate: query.endDate ?? data?.endDate ?? '' };

  const currencies = useMemo(() => currenciesOf([...(data?.salesByMonth ?? []), ...(data?.openBalance ?? [])]), [data]);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? null);

  const setDate = (key: 'startDate' | 'endDate', value: string) => {
    setPreset('custom');
    if (value?.length !== 10) return;
    const next = { ...period, [key]: value };
    setQuery({ ...(next.startDate && { startDate: next.startDate }), ...(next.endDate && { endDate: next.endDate }) });
  };
  const pickPreset = (v: string) => {
    setPreset(v);
    if (v !== 'custom') setQuery({ months: Number(v) });
  };
  const presets = [
    ...PERIOD_PRESETS.map((m) => ({ value: String(m), label: t('dashboard.lastMonths', { count: m }) })),
    { value: 'custom', label: t('dashboard.custom') },
  ];
  const periodInvalid = period.startDate !== '' && period.endDate !== '' && period.startDate > period.endDate;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <Group align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="dashboard-period">
            {t('dashboard.period')}
          </Text>
          {/* five segments are wider than a phone: there the same choice is a select */}
          <SegmentedControl aria-labelledby="dashboard-period" value={preset} onChange={pickPreset} data={presets} visibleFrom="sm" />
          <NativeSelect
            aria-labelledby="dashboard-period"
            value={preset}
            onChange={(e) => pickPreset(e.currentTarget.value)}
            data={presets}
            hiddenFrom="sm"
          />
        </Stack>
        <TextInput
          type="date"
          label={t('dashboard.from')}
          value={period.startDate}
          onChange={(e) => setDate('startDate', e.currentTarget.value)}
          w={{ base: '48%', sm: 170 }}
        />
        <TextInput
          type="date"
          label={t('dashboard.to')}
          value={period.endDate}
          onChange={(e) => setDate('endDate', e.currentTarget.value)}
          error={periodInvalid ? t('dashboard.periodInvalid') : undefined}
          w={{ base: '48%', sm: 170 }}
        />
        {currencies.length > 1 && currency && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="dashboard-currency">
              {t('dashboard.currency')}
            </Text>
            <SegmentedControl aria-labelledby="dashboard-currency" value={currency} onChange={setPicked} data={currencies} />
          </Stack>
        )}
      </Group>
      {dashboard.isError && <Alert color="red">{errorText(dashboard.error, t('dashboard.failed'))}</Alert>}
      {dashboard.isPending && !dashboard.isError && <Text c="dimmed">{t('common.loading')}</Text>}
      {data && <DashboardPanels data={data} currency={currency} locale={locale} />}
    </Stack>
  );
}

function DashboardPanels({ data, currency, locale }: { data: Dashboard; currency: string | null; locale: string }) {
  const { t } = useTranslation();
  // a dealer's figures are its own customer's: a ranking of customers would list itself alone
  const dealer = useUserStore((s) => isDealer(s.user));
  const money = (amount: string, c: string) => formatMoney(amount, locale, c);
  const inCurrency = <T extends { currency: string }>(rows: T[]) => rows.filter((r) => r.currency === currency);
  const months = everyMonth(inCurrency(data.salesByMonth), data.startDate, data.endDate, currency);
  const products = inCurrency(data.topProducts);
  const customers = inCurrency(data.topCustomers);
  const statusLabel = (s: string) => t(`reports.status.${s}`, { defaultValue: s });
  // axis ticks in short form ("₺1,2 Mn"): full amounts are cut at the card's edge, on a phone above all
  const chartMoney = (v: number) => formatAxisMoney(v, locale, currency);
  const empty = t('dashboard.empty');

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('dashboard.openBalance')}>
        <Title order={2} size="h4" mb="xs">
          {t('dashboard.openBalance')}
        </Title>
        {data.openBalance.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.noBalance')}
          </Text>
        ) : (
          <Group gap="md">
            {data.openBalance.map((b) => (
              <div key={b.currency}>
                <Text fw={700} size="xl">
                  {money(b.amount, b.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('dashboard.balanceOf', { date: formatDate(data.endDate, locale), count: b.customerCount })}
                </Text>
              </div>
            ))}
          </Group>
        )}
      </Paper>
      <ChartSection
        title={t('dashboard.salesOverTime')}
        empty={empty}
        chart={
          <BarChart
            h={260}
            data={months.map((m) => ({ month: formatMonth(m.month, locale, 'short'), amount: Number(m.amount) }))}
            dataKey="month"
            yAxisProps={{ width: 72 }}
            series={[{ name: 'amount', label: t('dashboard.amount'), color: 'blue.6' }]}
            valueFormatter={chartMoney}
            withTooltip={false}
          />
        }
        columns={[t('dashboard.month'), t('dashboard.amount'), t('dashboard.orders')]}
        rows={months.map((m) => [formatMonth(m.month, locale), money(m.amount, m.currency), formatNumber(m.orderCount, locale)])}
      />
      <SimpleGrid cols={{ base: 1, lg: dealer ? 1 : 2 }} spacing="lg">
        <ChartSection
          title={t('dashboard.topProducts')}
          empty={empty}
          chart={
            <BarChart
              h={Math.max(120, products.length * 32)}
              data={products.map((p) => ({ product: p.productCode, amount: Number(p.amount) }))}
              dataKey="product"
              orientation="vertical"
              yAxisProps={{ width: 110 }}
              series={[{ name: 'amount', label: t('dashboard.amount'), color: 'teal.6' }]}
              valueFormatter={chartMoney}
              withTooltip={false}
            />
          }
          columns={[t('dashboard.product'), t('dashboard.amount'), t('dashboard.quantity')]}
          rows={products.map((p) => [`${p.productCode} · ${p.productName}`, money(p.amount, p.currency), formatNumber(p.quantity, locale)])}
        />
        {!dealer && (
          <ChartSection
            title={t('dashboard.topCustomers')}
            empty={empty}
            chart={
              <BarChart
                h={Math.max(120, customers.length * 32)}
                data={customers.map((c) => ({ customer: c.customerName, amount: Number(c.amount) }))}
                dataKey="customer"
                orientation="vertical"
                yAxisProps={{ width: 140 }}
                series={[{ name: 'amount', label: t('dashboard.amount'), color: 'grape.6' }]}
                valueFormatter={chartMoney}
                withTooltip={false}
              />
            }
            columns={[t('dashboard.customer'), t('dashboard.amount'), t('dashboard.orders')]}
            rows={customers.map((c) => [
              `${c.customerName}${c.customerCode ? ` (${c.customerCode})` : ''}`,
              money(c.amount, c.currency),
              formatNumber(c.orderCount, locale),
            ])}
          />
        )}
      </SimpleGrid>
      <ChartSection
        title={t('dashboard.ordersByStatus')}
        empty={empty}
        chart={
          <DonutChart
            size={180}
            thickness={28}
            withTooltip={false}
            data={data.ordersByStatus.map((s) => ({
              name: statusLabel(s.status),
              value: s.count,
              color: STATUS_COLORS[s.status] ?? 'gray.5',
            }))}
          />
        }
        columns={[t('dashboard.status'), t('dashboard.orders')]}
        rows={data.ordersByStatus.map((s) => [statusLabel(s.status), formatNumber(s.count, locale)])}
      />
    </Stack>
  );
}

type MonthSales = Dashboard['salesByMonth'][number];

/**
 * The period's months in order, a month without sales as zero (the answer leaves those out; a chart that
 * skipped them would put May beside October). No currency chosen (nothing sold): no months.
 */
export function everyMonth(rows: MonthSales[], startDate: string, endDate: string, currency: string | null): MonthSales[] {
  if (!currency) return rows;
  const sold = new Map(rows.map((r) => [r.month, r]));
  return monthsBetween(startDate, endDate).map((month) => sold.get(month) ?? { month, currency, amount: '0.00', orderCount: 0 });
}
