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
  /** An option's text; by default the name, and the code in brackets when there is one. */
  formatLabel?: (option: LookupOption) => string;
  /**
   * The lookup lists its first options with nothing typed (a paged list rather than a lookup by name): the
   * empty box, and the box showing the picked option, list them instead of asking for two characters.
   */
  browsable?: boolean;
}

/**
 * A select searched on the server: the typed name goes to a lookup endpoint (debounced). A failed lookup
 * (refused, offline) says so under the field and in the dropdown, rather than looking like no match.
 */
export function LookupSelect({
  value,
  currentLabel,
  onChange,
  useOptions,
  formatLabel = optionLabel,
  browsable = false,
  error,
  ...props
}: LookupSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(
    value && currentLabel ? { value, label: currentLabel } : null,
  );
  // the value's option: the one picked here, else (a value set from outside) the caller's label for it
  const shownLabel = picked && picked.value === value ? picked.label : value ? currentLabel : null;
  // while the box shows the picked option, list the first options rather than searching for its label
  const options = useOptions(browsable && shownLabel !== null && search === shownLabel ? '' : debounced);

  const data = useMemo(() => {
    const items = (options.data ?? []).map((o) => ({ value: o.id, label: formatLabel(o) }));
    if (value && shownLabel !== null && !items.some((i) => i.value === value)) items.unshift({ value, label: shownLabel });
    return items;
  }, [options.data, formatLabel, value, shownLabel]);

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
        !browsable && debounced.trim().length < 2
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
