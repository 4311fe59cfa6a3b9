import type { ConfigDataType } from '@dealerport/contract';
import { Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfigValueInputProps {
  dataType: ConfigDataType;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
}

/**
 * The value editor of a config item's data type (spec 01 §7 "Configs"): a decimal field for numbers, a
 * switch for booleans, the browser's date picker for dates (YYYY-MM-DD), a monospaced area for JSON, a
 * growing text area for text. The value stays text, as the server stores it.
 */
export function ConfigValueInput({ dataType, value, onChange, error, description }: ConfigValueInputProps) {
  const { t } = useTranslation();
  const label = t('configs.value');
  const common = { label, error, description, 'aria-invalid': Boolean(error) };
  switch (dataType) {
    case 'boolean':
      return (
        <Switch
          label={`${label}: ${value === 'true' ? t('configs.true') : t('configs.false')}`}
          description={description}
          error={error}
          checked={value === 'true'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'true' : 'false')}
          mt="xs"
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          withAsterisk
          inputMode="decimal"
          ff="monospace"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return <TextInput {...common} withAsterisk type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'json':
      return (
        <Textarea
          {...common}
          withAsterisk
          autosize
          minRows={4}
          maxRows={16}
          ff="monospace"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'string':
      return <Textarea {...common} autosize minRows={1} maxRows={10} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
