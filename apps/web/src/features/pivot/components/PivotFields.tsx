import type { PivotDimension } from '@dealerport/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableFields, type PivotLayout, type PivotZone, placeField } from '../lib/pivot-fields';

interface PivotFieldsProps {
  layout: PivotLayout;
  onChange: (layout: PivotLayout) => void;
}

const ZONES: PivotZone[] = ['available', 'rows', 'columns'];

/**
 * The fields of /pivot as chips dragged between "available", "rows" and "columns" (native HTML5 drag
 * events, as the bundles' and banners' reorder). Dragging is for the mouse; the selects beside it do the
 * same for the keyboard and screen readers, so the chips are not focusable and the zones are labelled
 * groups that say what they hold.
 */
export function PivotFields({ layout, onChange }: PivotFieldsProps) {
  const { t } = useTranslation();
  const dragged = useRef<PivotDimension | null>(null);
  const [over, setOver] = useState<PivotZone | null>(null);
  const fieldsOf = (zone: PivotZone): PivotDimension[] =>
    zone === 'available' ? availableFields(layout) : zone === 'rows' ? [layout.rows] : layout.columns ? [layout.columns] : [];

  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('pivot.dragHint')}
      </Text>
      <Group align="stretch" gap="sm" wrap="wrap">
        {ZONES.map((zone) => {
          const fields = fieldsOf(zone);
          const label = zone === 'available' ? t('pivot.available') : t(`pivot.${zone}`);
          return (
            <Paper
              key={zone}
              withBorder
              p="xs"
              miw={180}
              role="group"
              aria-label={t('pivot.zoneLabel', { zone: label, fields: fields.map((f) => t(`pivot.dimensions.${f}`)).join(', ') || '—' })}
              data-testid={`pivot-zone-${zone}`}
              bg={over === zone ? 'var(--mantine-color-blue-light)' : undefined}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(zone);
              }}
              onDragLeave={() => setOver((z) => (z === zone ? null : z))}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const field = dragged.current;
                dragged.current = null;
                if (field) onChange(placeField(layout, field, zone));
              }}
            >
              <Text size="xs" fw={600} c="dimmed" mb={4} aria-hidden>
                {label}
              </Text>
              <Group gap={6} mih={26}>
                {fields.length === 0 ? (
                  <Text size="xs" c="dimmed" aria-hidden>
                    {t('pivot.dropHere')}
                  </Text>
                ) : (
                  fields.map((f) => (
                    <Badge
                      key={f}
                      variant={zone === 'available' ? 'outline' : 'light'}
                      size="lg"
                      tt="none"
                      leftSection={<IconGripVertical size={12} aria-hidden />}
                      style={{ cursor: 'grab' }}
                      draggable
                      data-testid={`pivot-field-${f}`}
                      onDragStart={(e) => {
                        dragged.current = f;
                        e.dataTransfer?.setData('text/plain', f);
                      }}
                      onDragEnd={() => setOver(null)}
                    >
                      {t(`pivot.dimensions.${f}`)}
                    </Badge>
                  ))
                )}
              </Group>
            </Paper>
          );
        })}
      </Group>
    </Stack>
  );
}
