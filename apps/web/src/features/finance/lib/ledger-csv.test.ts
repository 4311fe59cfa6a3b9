import type { FinanceTransaction } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { ledgerToCsv } from './ledger-csv';

const labels = {
  date: 'Date',
  dueDate: 'Due',
  ficheNo: 'No',
  type: 'Type',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  currency: 'Currency',
};

const row = (over: Partial<FinanceTransaction>): FinanceTransaction => ({
  id: '1',
  ficheNo: 'F-1',
  ficheType: 'Invoice',
  ficheTypeId: 1,
  description: null,
  createDate: '2026-01-05',
  dueDate: '2026-02-05',
  sign: 1,
  amount: '1200.50',
  balance: '1200.50',
  currency: 'EUR',
  ...over,
});

describe('ledgerToCsv', () => {
  it('starts with a BOM and splits debit and credit', () => {
    const csv = ledgerToCsv(
      [row({}), row({ id: '2', sign: -1, amount: '200.00', balance: '1000.50', description: 'Pay; "bank"' })],
      labels,
      'de',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date;Due;No;Type;Description;Debit;Credit;Balance;Currency');
    expect(lines[1]).toBe('2026-01-05;2026-02-05;F-1;Invoice;;1200,50;;1200,50;EUR');
    expect(lines[2]).toBe('2026-01-05;2026-02-05;F-1;Invoice;"Pay; ""bank""";;200,00;1000,50;EUR');
  });

  it('uses commas and points in English', () => {
    const csv = ledgerToCsv([row({})], labels, 'en');
    expect(csv.split('\r\n')[1]).toBe('2026-01-05,2026-02-05,F-1,Invoice,,1200.50,,1200.50,EUR');
  });
});
