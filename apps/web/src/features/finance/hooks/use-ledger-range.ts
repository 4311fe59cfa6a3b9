import { useState } from 'react';

/** The ledger screen's date range (either bound may be empty) and the page of the ledger within it. */
export function useLedgerRange() {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  // the page belongs to a date range: a new range starts on page one
  const [paging, setPaging] = useState({ page: 1, range: '' });
  const rangeKey = `${startDate}|${endDate}`;
  const page = paging.range === rangeKey ? paging.page : 1;
  return {
    startDate,
    endDate,
    setStartDate,
    setEndDate,
    clear: () => {
      setStartDate('');
      setEndDate('');
    },
    valid: !startDate || !endDate || startDate <= endDate,
    /** The range as the calls take it: only the bounds that are set. */
    dates: { ...(startDate ? { StartDate: startDate } : {}), ...(endDate ? { EndDate: endDate } : {}) },
    page,
    setPage: (next: number) => setPaging({ page: next, range: rangeKey }),
  };
}

export type LedgerRange = ReturnType<typeof useLedgerRange>;
