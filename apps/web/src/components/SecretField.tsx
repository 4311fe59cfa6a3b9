import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SecretState } from '../lib/secret-state';

interface SecretFieldProps {
  label: string;
  /** Whether the server holds a value (its value is never sent here). */
  isSet: boolean;
  state: SecretState;
  onChange: (next: SecretState) => void;
  readOnly: boolean;
  autoComplete?: string;
}

/**
 * A stored secret: "set" or "not set" in words (never colour alone), with "change" (type a new value;
 * empty keeps the old) and "clear" (removed on save). The stored value itself never reaches the browser.
 */
export function SecretField({ label, isSet, state, onChange, readOnly, autoComplete = 'new-password' }: SecretFieldProps) {
  const { t } = useTranslation();
  const status = (
    <Badge
      variant="light"
      color={isSet ? 'teal' : 'gray'}
      leftSection={isSet ? <IconCheck size={12} aria-hidden /> : <IconMinus size={12} aria-hidden />}
    >
      {isSet ? t('secretField.set') : t('secretField.notSet')}
    </Badge>
  );

  if (readOnly || state.mode !== 'change') {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Group gap="xs" wrap="wrap">
          {state.mode === 'clear' ? (
            <Badge variant="light" color="red">
              {t('secretField.willBeCleared')}
            </Badge>
          ) : (
            status
          )}
          {!readOnly && state.mode === 'keep' && (
            <>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={t('secretField.changeLabel', { field: label })}
                onClick={() => onChange({ mode: 'change', value: '' })}
              >
                {t('secretField.change')}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={t('secretField.clearLabel', { field: label })}
                onClick={() => onChange({ mode: 'clear', value: '' })}
              >
                {t('secretField.clear')}
              </Button>
            </>
          )}
          {!readOnly && state.mode === 'clear' && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t('secretField.undoLabel', { field: label })}
              onClick={() => onChange({ mode: 'keep', value: '' })}
            >
              {t('secretField.undo')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <PasswordInput
        label={label}
        description={isSet ? t('secretField.keepHint') : t('secretField.emptyHint')}
        value={state.value}
        onChange={(e) => onChange({ mode: 'change', value: e.currentTarget.value })}
        autoComplete={autoComplete}
        maxLength={500}
        rightSectionWidth={36}
        visibilityToggleButtonProps={{ 'aria-label': t('secretField.toggleVisibility', { field: label }) }}
      />
      {isSet && (
        <Group gap="xs">
          {status}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={t('secretField.keepLabel', { field: label })}
            onClick={() => onChange({ mode: 'keep', value: '' })}
          >
            {t('secretField.keep')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
