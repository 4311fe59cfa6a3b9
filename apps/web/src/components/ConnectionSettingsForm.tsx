import type { ConnectionTestResult } from '@dealerport/contract';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translatedInputProps } from '../lib/form';
import { showSuccessToast } from '../lib/notify';
import { initialSecret, type SecretState, secretBody } from '../lib/secret-state';
import { ConnectionTestResultView } from './ConnectionTestResultView';
import { MutationError } from './MutationForm';
import { QueryContent } from './QueryContent';
import { SecretField } from './SecretField';

/** A plain field: its form value, and what the text input shows besides (all but `name` go to TextInput). */
interface TextFieldSpec<V> {
  name: Extract<keyof V, string>;
  label: string;
  description?: string;
  placeholder?: string;
  inputMode?: 'url';
  autoComplete?: string;
}

/** A stored secret (components/SecretField): never shown, kept, changed or cleared. */
interface SecretFieldSpec<S extends string> {
  secret: S;
  label: string;
}

export type SettingsFieldSpec<V, S extends string> = TextFieldSpec<V> | SecretFieldSpec<S>;

/** What the form shows of the stored settings: the plain values, and which secrets are stored. */
export interface SettingsFormState<V, S extends string> {
  values: V;
  secretsSet: Record<S, boolean>;
}

interface ConnectionSettingsFormProps<Stored, V extends Record<string, string>, S extends string, Body> {
  query: UseQueryResult<Stored>;
  canUpdate: boolean;
  /** The form's state from what the server answered (on load and after a save). */
  read: (stored: Stored) => SettingsFormState<V, S>;
  /** The plain fields' rules (messages are i18n keys). */
  schema: Parameters<typeof zod4Resolver>[0];
  /** The fields in order; a nested list is laid out two to a row (one on a phone). */
  fields: readonly FieldLayout<V, S>[];
  /** The body of the save and of the test, from the trimmed values and the secrets' body fields. */
  toBody: (values: V, secrets: Record<S, ReturnType<typeof secretBody>>) => Body;
  useSave: () => UseMutationResult<Stored, unknown, Body>;
  useTest: () => UseMutationResult<ConnectionTestResult, unknown, Body>;
  savedMessage: string;
  /** A notice above the fields about what is stored (null: none). */
  notice?: (stored: Stored) => string | null;
  /** A hint below the fields for whoever may change them (what the test does). */
  hint?: string;
}

type FieldLayout<V, S extends string> = SettingsFieldSpec<V, S> | readonly SettingsFieldSpec<V, S>[];
const isRow = <V, S extends string>(spec: FieldLayout<V, S>): spec is readonly SettingsFieldSpec<V, S>[] => Array.isArray(spec);
const fieldKey = <V, S extends string>(spec: SettingsFieldSpec<V, S>) => ('secret' in spec ? spec.secret : spec.name);

const secretStates = <S extends string>(set: Record<S, boolean>) =>
  Object.fromEntries(Object.entries(set).map(([name, isSet]) => [name, initialSecret(Boolean(isSet))])) as Record<S, SecretState>;

/**
 * A connection's settings (the ERP, the storage server): loads them, then the form with its secrets
 * masked, "test connection" on what is typed (nothing saved) and save; read-only without the update
 * permission.
 */
export function ConnectionSettingsForm<Stored, V extends Record<string, string>, S extends string, Body>(
  props: ConnectionSettingsFormProps<Stored, V, S, Body>,
) {
  // Keyed by what is stored, so a save (or another tab's) starts the secrets afresh.
  return (
    <QueryContent query={props.query}>
      {(data) => <SettingsFields key={Object.values(props.read(data).secretsSet).join('-')} stored={data} {...props} />}
    </QueryContent>
  );
}

function SettingsFields<Stored, V extends Record<string, string>, S extends string, Body>({
  stored,
  canUpdate,
  read,
  schema,
  fields,
  toBody,
  useSave,
  useTest,
  savedMessage,
  notice,
  hint,
}: ConnectionSettingsFormProps<Stored, V, S, Body> & { stored: Stored }) {
  const { t } = useTranslation();
  const save = useSave();
  const test = useTest();
  const initial = read(stored);
  const [secrets, setSecrets] = useState(() => secretStates(initial.secretsSet));
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: initial.values,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
  });

  const body = (values: V) => {
    const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as V;
    const secretBodies = Object.fromEntries(Object.entries<SecretState>(secrets).map(([name, state]) => [name, secretBody(state)]));
    return toBody(trimmed, secretBodies as Record<S, ReturnType<typeof secretBody>>);
  };

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(body(values), {
      onSuccess: (saved) => {
        const next = read(saved);
        form.resetDirty(next.values);
        setSecrets(secretStates(next.secretsSet));
        showSuccessToast(savedMessage);
      },
    });
  });

  const runTest = () => {
    if (form.validate().hasErrors) return;
    test.mutate(body(form.getValues()));
  };

  const field = (spec: SettingsFieldSpec<V, S>) => {
    if ('secret' in spec) {
      return (
        <SecretField
          key={fieldKey(spec)}
          label={spec.label}
          isSet={initial.secretsSet[spec.secret]}
          state={secrets[spec.secret]}
          onChange={(next) => setSecrets((s) => ({ ...s, [spec.secret]: next }))}
          readOnly={!canUpdate}
        />
      );
    }
    const { name, ...inputProps } = spec;
    return <TextInput key={fieldKey(spec)} {...inputProps} readOnly={!canUpdate} {...translatedInputProps(form, name, t)} />;
  };

  const noticeText = notice?.(stored);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {noticeText && (
          <Alert variant="light" color="blue">
            {noticeText}
          </Alert>
        )}
        <MutationError error={save.error} />
        {fields.map((spec) =>
          isRow(spec) ? (
            <SimpleGrid key={spec.map(fieldKey).join()} cols={{ base: 1, sm: 2 }} spacing="sm">
              {spec.map(field)}
            </SimpleGrid>
          ) : (
            field(spec)
          ),
        )}
        {canUpdate && hint && (
          <Alert variant="light" color="gray">
            {hint}
          </Alert>
        )}
        {test.data && <ConnectionTestResultView result={test.data} />}
        <MutationError error={test.error} />
        {canUpdate && (
          <Group justify="flex-end" mt="xs" gap="sm">
            <Button variant="default" onClick={runTest} loading={test.isPending}>
              {t('connectionTest.button')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
