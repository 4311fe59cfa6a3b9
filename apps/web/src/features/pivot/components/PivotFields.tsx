import type { PivotDimension } from '@dealerport/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconChevronLeft,
  IconChevronRight,
  IconColumns,
  IconGripVertical,
  IconLayoutRows,
  IconX,
} from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AXIS_MAX, availableFields, moveField, type PivotAxis, type PivotLayout, type PivotZone, placeField } from '../lib/pivot-fields';

interface PivotFieldsProps {
  layout: PivotLayout;
  onChange: (layout: PivotLayout) => void;
}

const ZONES: PivotZone[] = ['available', 'rows', 'columns'];

/**
 * The fields of /pivot as chips in "available", "rows" and "columns" (the first of an axis outermost). The
 * mouse drags them (native HTML5 drag events, as the bundles' and banners' reorder): dropped on a zone a
 * field goes last, dropped on a field it goes before it. The keyboard and screen readers use the buttons
 * of each chip (add to the rows or columns, move earlier or later, to the other axis, remove), so the
 * chips themselves are not focusable; the zones are labelled groups that say what they hold.
 */
export function PivotFields({ layout, onChange }: PivotFieldsProps) {
  const { t } = useTranslation();
  const dragged = useRef<PivotDimension | null>(null);
  const [over, setOver] = useState<PivotZone | null>(null);
  const fieldsOf = (zone: PivotZone): PivotDimension[] => (zone === 'available' ? availableFields(layout) : layout[zone]);
  const name = (f: PivotDimension) => t(`pivot.dimensions.${f}`);
  const drop = (e: DragEvent, zone: PivotZone, index?: number) => {
    e.preventDefault();
    e.stopPropagation();
    setOver(null);
    const field = dragged.current;
    dragged.current = null;
    if (field) onChange(placeField(layout, field, zone, index));
  };
  const change = (next: PivotLayout) => {
    if (next !== layout) onChange(next);
  };

  const buttons = (zone: PivotZone, field: PivotDimension, i: number) => {
    const button = (label: string, icon: ReactNode, next: PivotLayout, disabled = false) => (
      <ActionIcon
        key={label}
        variant="subtle"
        size="sm"
        color="gray"
        aria-label={label}
        title={label}
        disabled={disabled || next === layout}
        onClick={() => change(next)}
      >
        {icon}
      </ActionIcon>
    );
    if (zone === 'available') {
      return (['rows', 'columns'] as const).map((axis) =>
        button(
          t(axis === 'rows' ? 'pivot.addToRows' : 'pivot.addToColumns', { field: name(field) }),
          axis === 'rows' ? <IconLayoutRows size={14} aria-hidden /> : <IconColumns size={14} aria-hidden />,
          placeField(layout, field, axis),
          layout[axis].length >= AXIS_MAX[axis],
        ),
      );
    }
    const other: PivotAxis = zone === 'rows' ? 'columns' : 'rows';
    const count = layout[zone].length;
    return [
      button(
        t('pivot.moveEarlier', { field: name(field) }),
        <IconChevronLeft size={14} aria-hidden />,
        moveField(layout, field, -1),
        i === 0,
      ),
      button(
        t('pivot.moveLater', { field: name(field) }),
        <IconChevronRight size={14} aria-hidden />,
        moveField(layout, field, 1),
        i === count - 1,
      ),
      button(
        t(other === 'rows' ? 'pivot.toRows' : 'pivot.toColumns', { field: name(field) }),
        <IconArrowsExchange size={14} aria-hidden />,
        placeField(layout, field, other),
      ),
      button(t('pivot.remove', { field: name(field) }), <IconX size={14} aria-hidden />, placeField(layout, field, 'available')),
    ];
  };

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
              miw={200}
              role="group"
              aria-label={t('pivot.zoneLabel', { zone: label, fields: fields.map(name).join(', ') || '—' })}
              data-testid={`pivot-zone-${zone}`}
              bg={over === zone ? 'var(--mantine-color-blue-light)' : undefined}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(zone);
              }}
              onDragLeave={() => setOver((z) => (z === zone ? null : z))}
              onDrop={(e) => drop(e, zone)}
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
                  fields.map((f, i) => (
                    <Group
                      key={f}
                      gap={0}
                      wrap="nowrap"
                      draggable
                      data-testid={`pivot-field-${f}`}
                      style={{ cursor: 'grab', border: '1px solid var(--mantine-color-default-border)', borderRadius: 16 }}
                      pr={4}
                      onDragStart={(e) => {
                        dragged.current = f;
                        e.dataTransfer?.setData('text/plain', f);
                      }}
                      onDragEnd={() => setOver(null)}
                      onDrop={(e) => drop(e, zone, zone === 'available' ? undefined : i)}
                    >
                      <Badge
                        variant={zone === 'available' ? 'transparent' : 'light'}
                        size="lg"
                        tt="none"
                        leftSection={<IconGripVertical size={12} aria-hidden />}
                      >
                        {name(f)}
                      </Badge>
                      {buttons(zone, f, i)}
                    </Group>
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
