import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListToolbarProps {
  /** The left side: the list's search and filters (or a heading). */
  children: ReactNode;
  /** The create button; left out (false) when the user may not create. */
  create?: { label: string; onClick: () => void } | false;
}

/** Above an administration list: search and filters on the left, the create button on the right. */
export function ListToolbar({ children, create }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end">
      {children}
      {create && (
        <Button leftSection={<IconPlus size={16} />} onClick={create.onClick}>
          {create.label}
        </Button>
      )}
    </Group>
  );
}

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width from the small breakpoint up; full width below. */
  width?: number;
}

/** A list's search box. */
export function SearchField({ label, placeholder, value, onChange, width = 320 }: SearchFieldProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: width }}
    />
  );
}
