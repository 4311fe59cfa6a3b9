import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type DragEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Drag and drop between the rows of a list (the bundles' products, the banners of a group): spread
 * `dragProps(index, data)` on each row; a drop calls `onMove(from, to)` (with `movedTo` of lib/reorder).
 * Dragging is for the mouse; `MoveButtons` beside it are the keyboard's and the screen reader's way.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  return (index: number, data: string) => ({
    draggable: true,
    style: { cursor: 'grab' },
    onDragStart: (e: DragEvent<HTMLElement>) => {
      dragged.current = index;
      e.dataTransfer?.setData('text/plain', data);
    },
    onDragOver: (e: DragEvent<HTMLElement>) => e.preventDefault(),
    onDrop: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      if (from !== null) onMove(from, index);
    },
    onDragEnd: () => {
      dragged.current = null;
    },
  });
}

/** The i18n keys of the buttons: the tooltips, and the names, which get the row's `name`. */
export interface MoveButtonKeys {
  up: string;
  down: string;
  upNamed: string;
  downNamed: string;
}

interface MoveButtonsProps {
  index: number;
  count: number;
  /** What the buttons' names call the row. */
  name: string;
  keys: MoveButtonKeys;
  /** One place up (-1) or down (+1): `moved` of lib/reorder. */
  onMove: (by: -1 | 1) => void;
}

/** The up and down buttons of a row (disabled at the ends), for a list also ordered by `useDragReorder`. */
export function MoveButtons({ index, count, name, keys, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip label={t(keys.up)}>
        <ActionIcon variant="subtle" aria-label={t(keys.upNamed, { name })} disabled={index === 0} onClick={() => onMove(-1)}>
          <IconArrowUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t(keys.down)}>
        <ActionIcon variant="subtle" aria-label={t(keys.downNamed, { name })} disabled={index === count - 1} onClick={() => onMove(1)}>
          <IconArrowDown size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
