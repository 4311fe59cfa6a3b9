import type { Facet } from '@dealerport/contract';
import { Accordion, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useProductFacets } from '../api/list-product-facets';
import classes from './FacetPanel.module.css';

interface FacetPanelProps {
  categoryId: number;
  searchText: string | undefined;
  /** The selected values as the URL has them. */
  selected: readonly number[];
  /** The whole new selection (sorted), to be written to the URL. */
  onChange: (detailIds: number[]) => void;
}

/**
 * Properties of the category with their values and counts; OR within a property, AND across (server).
 * A tick shows at once: the panel keeps the selection itself and hands it to the URL, whose change (and
 * the list's reload) follows in the background; when the URL changes otherwise (back, a link), the panel
 * takes it over.
 */
export function FacetPanel({ categoryId, searchText, selected, onChange }: FacetPanelProps) {
  const { t, i18n } = useTranslation();
  const facets = useProductFacets(categoryId, searchText);
  const [local, setLocal] = useState<readonly number[]>(selected);
  const [fromUrl, setFromUrl] = useState(selected);
  if (fromUrl !== selected) {
    setFromUrl(selected);
    setLocal(selected);
  }
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);

  const change = (next: number[]) => {
    setLocal(next);
    onChange(next);
  };
  const toggle = (detailId: number, checked: boolean) =>
    change(checked ? [...new Set([...local, detailId])].sort((a, b) => a - b) : local.filter((d) => d !== detailId));

  if (facets.isPending) return <LoadingSpinner size="sm" />;
  if (facets.isError || facets.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('catalog.facets.title')}>
      <Group justify="space-between">
        <Text fw={600}>{t('catalog.facets.title')}</Text>
        {local.length > 0 && (
          <UnstyledButton className={classes.clear} onClick={() => change([])}>
            {t('catalog.facets.clear')}
          </UnstyledButton>
        )}
      </Group>
      {/* a new category starts with its own groups open */}
      <FacetGroups key={categoryId} facets={facets.data} selected={local} onToggle={toggle} format={count.format} />
    </Stack>
  );
}

function FacetGroups({
  facets,
  selected,
  onToggle,
  format,
}: {
  facets: Facet[];
  selected: readonly number[];
  onToggle: (detailId: number, checked: boolean) => void;
  format: (n: number) => string;
}) {
  // open at first: the groups with a selection, else the first three
  const [open, setOpen] = useState<string[]>(() => {
    const withSelection = facets.filter((f) => f.details.some((d) => selected.includes(d.id))).map((f) => String(f.id));
    return withSelection.length ? withSelection : facets.slice(0, 3).map((f) => String(f.id));
  });
  // a group's values are rendered once it has been opened (a category has hundreds of them), and then
  // kept, so closing it again animates
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(open));
  const change = (next: string[]) => {
    setOpen(next);
    setShown((prev) => (next.every((v) => prev.has(v)) ? prev : new Set([...prev, ...next])));
  };
  return (
    <Accordion multiple variant="separated" value={open} onChange={change}>
      {facets.map((facet) => (
        <Accordion.Item key={facet.id} value={String(facet.id)}>
          <Accordion.Control>{facet.name}</Accordion.Control>
          <Accordion.Panel>
            {shown.has(String(facet.id)) && (
              <fieldset aria-label={facet.name} className={classes.values}>
                {facet.details.map((detail) => (
                  <Checkbox
                    key={detail.id}
                    size="xs"
                    checked={selected.includes(detail.id)}
                    onChange={(event) => onToggle(detail.id, event.currentTarget.checked)}
                    label={
                      <>
                        {detail.name} <span className={classes.count}>{format(detail.count)}</span>
                      </>
                    }
                  />
                ))}
              </fieldset>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
