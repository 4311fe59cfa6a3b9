import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The free-text filter of a report (debounced by the report state before it reaches the server). */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
