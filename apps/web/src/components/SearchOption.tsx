import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

interface SearchOptionProps {
  /** The option's element id: the input's aria-activedescendant points at it while it is active. */
  id: string;
  /** Highlighted by the arrows or the mouse; Enter chooses it. */
  active: boolean;
  onActivate: () => void;
  onChoose: () => void;
  children: ReactNode;
}

/**
 * One row of a search box's result list (role option). It never takes the focus: the input keeps it and
 * points at the active row, so typing goes on while the arrows move.
 */
export function SearchOption({ id, active, onActivate, onChoose, children }: SearchOptionProps) {
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onMouseEnter={onActivate}
      onClick={onChoose}
      w="100%"
      px="xs"
      py={4}
      style={{ borderRadius: 4, background: active ? 'var(--mantine-color-default-hover)' : undefined }}
    >
      {children}
    </UnstyledButton>
  );
}

/** The text of a searched select's option: the name, and the code in brackets when there is one. */
export function optionLabel(item: { name: string; code: string | null }): string {
  return item.code ? `${item.name} (${item.code})` : item.name;
}
