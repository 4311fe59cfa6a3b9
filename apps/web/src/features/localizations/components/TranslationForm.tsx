import { CULTURES, type Culture, type UpdateTranslationBody } from '@dealerport/contract';
import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/DialogFooter';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import type { TranslationRow } from '../api/list-translations';
import { useUpdateTranslation } from '../api/update-translation';

type Values = Record<Culture, string>;

/** The texts a field starts with: the override, else the default (what the interface shows now). */
const initial = (row: TranslationRow): Values =>
  Object.fromEntries(CULTURES.map((c) => [c, row.overrides[c] ?? row.defaults[c] ?? ''])) as Values;

/**
 * Edits one key's texts side by side in tr/de/en: a text differing from its default is saved as an
 * override, one equal to the default (or emptied) goes back to the default.
 */
export function TranslationForm({ row, onDone, onCancel }: { row: TranslationRow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initial(row));
  const update = useUpdateTranslation();

  const body: UpdateTranslationBody = {};
  for (const c of CULTURES) {
    const value = values[c];
    const base = row.defaults[c] ?? '';
    if (value.trim() === '' || value === base) {
      if (row.overrides[c] !== null) body[c] = null;
    } else if (value !== row.overrides[c]) body[c] = value;
  }
  const changed = Object.keys(body).length > 0;

  const save = () =>
    update.mutate(
      { key: row.key, body },
      {
        onSuccess: () => {
          showSuccessToast(t('localizations.saved', { key: row.key }));
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {row.placeholders.length > 0
          ? t('localizations.placeholdersHint', { placeholders: row.placeholders.map((p) => `{{${p}}}`).join(', ') })
          : t('localizations.editHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {CULTURES.map((c) => {
          const base = row.defaults[c] ?? '';
          const overridden = values[c] !== base && values[c].trim() !== '';
          return (
            <Stack key={c} gap={4}>
              <Textarea
                label={t(`localizations.language.${c}`)}
                value={values[c]}
                autosize
                minRows={3}
                maxRows={10}
                maxLength={4000}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setValues((v) => ({ ...v, [c]: next }));
                }}
              />
              <Text size="xs" c="dimmed">
                {t('localizations.defaultText')}: {row.defaults[c] ?? t('localizations.noDefault')}
              </Text>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="compact-xs"
                  disabled={!overridden}
                  onClick={() => setValues((v) => ({ ...v, [c]: base }))}
                  aria-label={t('localizations.resetLanguage', { language: t(`localizations.language.${c}`) })}
                >
                  {t('localizations.useDefault')}
                </Button>
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
      <DialogFooter
        confirmLabel={t('common.save')}
        loading={update.isPending}
        error={update.error ? errorText(update.error, t('errors.unexpected')) : null}
        onConfirm={() => (changed ? save() : onCancel())}
        onCancel={onCancel}
      />
    </Stack>
  );
}
