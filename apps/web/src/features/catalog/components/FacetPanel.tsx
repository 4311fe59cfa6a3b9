import { Accordion, Badge, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProductFacets } from '../api/list-product-facets';

interface FacetPanelProps {
  categoryId: number;
  searchText: string | undefined;
  selected: readonly number[];
  onToggle: (detailId: number, checked: boolean) => void;
  onClear: () => void;
}

/** Properties of the category with their values and counts; OR within a property, AND across (server). */
export function FacetPanel({ categoryId, searchText, selected, onToggle, onClear }: FacetPanelProps) {
  const { t } = useTranslation();
  const facets = useProductFacets(categoryId, searchText);
  if (facets.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (facets.isError || facets.data.length === 0) return null;
  const withSelection = facets.data.filter((f) => f.details.some((d) => selected.includes(d.id))).map((f) => String(f.id));
  return (
    <Stack gap="xs" component="section" aria-label={t('catalog.facets.title')}>
      <Group justify="space-between">
        <Text fw={600}>{t('catalog.facets.title')}</Text>
        {selected.length > 0 && (
          <Text
            component="button"
            type="button"
            size="xs"
            c="blue"
            onClick={onClear}
            style={{ background: 'none', border: 0, cursor: 'pointer' }}
          >
            {t('catalog.facets.clear')}
          </Text>
        )}
      </Group>
      <Accordion
        multiple
        variant="separated"
        defaultValue={withSelection.length ? withSelection : facets.data.slice(0, 3).map((f) => String(f.id))}
      >
        {facets.data.map((facet) => (
          <Accordion.Item key={facet.id} value={String(facet.id)}>
            <Accordion.Control>{facet.name}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap={6} role="group" aria-label={facet.name} mah={260} style={{ overflowY: 'auto' }}>
                {facet.details.map((detail) => (
                  <Checkbox
                    key={detail.id}
                    size="xs"
                    checked={selected.includes(detail.id)}
                    onChange={(event) => onToggle(detail.id, event.currentTarget.checked)}
                    label={
                      <Group gap={4} wrap="nowrap">
                        <span>{detail.name}</span>
                        <Badge size="xs" variant="light" color="gray">
                          {detail.count}
                        </Badge>
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
