import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { optionLabel } from './SearchOption';

export interface LookupOption {
  id: string;
  name: string;
  code: string | null;
}

interface LookupSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  value: string | null;
  /** The current value's label (the list answers only what was searched). */
  currentLabel: string | null;
  /** The picked value and, when it was picked from the list, its option. */
  onChange: (value: string | null, option: LookupOption | null) => void;
  useOptions: (search: string) => UseQueryResult<LookupOption[]>;
}

/**
 * A select searched on the server: the typed name goes to a lookup endpoint (debounced). A failed lookup
 * (refused, offline) says so under the field and in the dropdown, rather than looking like no match.
 */
export function LookupSelect({ value, currentLabel, onChange, useOptions, error, ...props }: LookupSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const options = useOptions(debounced);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    value && currentLabel ? { value, label: currentLabel } : null,
  );

  const data = useMemo(() => {
    const items = (options.data ?? []).map((o) => ({ value: o.id, label: optionLabel(o) }));
    if (picked && picked.value === value && !items.some((i) => i.value === picked.value)) items.unshift(picked);
    return items;
  }, [options.data, picked, value]);

  const failure = options.isError ? errorText(options.error, t('lookup.failed')) : null;

  return (
    <Select
      {...props}
      // the form's own message (required, invalid) first; else why the search failed
      error={error || failure}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // the server has filtered already
      filter={({ options: all }) => all}
      nothingFoundMessage={
        debounced.trim().length < 2
          ? t('lookup.typeToSearch')
          : options.isFetching
            ? t('common.loading')
            : failure
              ? t('lookup.failed')
              : t('lookup.none')
      }
      onChange={(next, option) => {
        setPicked(next && option ? { value: next, label: option.label } : null);
        onChange(next, options.data?.find((o) => o.id === next) ?? null);
      }}
    />
  );
}
