import { PRODUCT_SEARCH_MIN_LENGTH } from '@dealerport/contract';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The list follows the typing once it pauses this long (Enter searches at once). */
const SEARCH_DEBOUNCE_MS = 400;

interface ProductSearchFieldProps {
  /** The search text of the list shown (the URL's). */
  value: string | undefined;
  /** The category searched in, by name (the whole catalogue without one). */
  categoryName: string | undefined;
  onSearch: (searchText: string | undefined) => void;
}

/**
 * The search of /products, within the category shown: the list call's `searchText`. The list follows the
 * typing from the header search's minimum length on (or when emptied); Enter searches for any text at once.
 */
export function ProductSearchField({ value, categoryName, onSearch }: ProductSearchFieldProps) {
  const { t } = useTranslation();
  const applied = value ?? '';
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  // the URL's search changed (a link, back, another page's search): show it, unless it is what is typed
  if (shown !== applied) {
    setShown(applied);
    if (text.trim() !== applied) setText(applied);
  }
  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== applied) onSearch(trimmed || undefined);
  };
  const follow = useDebouncedCallback((next: string) => {
    const trimmed = next.trim();
    if (trimmed === '' || trimmed.length >= PRODUCT_SEARCH_MIN_LENGTH) apply(trimmed);
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      // the browser's own clear button (and Escape) empties it, and the list follows
      type="search"
      label={categoryName ? t('catalog.list.searchIn', { category: categoryName }) : t('catalog.search.label')}
      placeholder={t('catalog.list.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        follow(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        follow.cancel();
        apply(text);
      }}
      w={{ base: '100%', sm: 260 }}
      maxLength={200}
    />
  );
}
