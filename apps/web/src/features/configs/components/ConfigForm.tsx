import { CONFIG_DATA_TYPES, CONFIG_TUNABLES, type ConfigDataType, type ConfigItem } from '@dealerport/contract';
import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { translatedInputProps } from '../../../lib/form';
import { useCreateConfig } from '../api/create-config';
import { useConfigDataTypes } from '../api/list-config-data-types';
import { useUpdateConfig } from '../api/update-config';
import { type ConfigFormValues, configFormSchema, configFormValues, initialValueOf, toConfigBody, tunableOf } from '../lib/config-form';
import { ConfigValueInput } from './ConfigValueInput';

interface ConfigFormProps {
  /** The item to edit; none creates one. */
  item: ConfigItem | null;
  /** The groups there are (offered for the operation). */
  operations: string[];
  onDone: () => void;
  onCancel: () => void;
}

/** Create or edit a config item; a built-in tunable keeps its key, data type and group, and its value its bounds. */
export function ConfigForm({ item, operations, onDone, onCancel }: ConfigFormProps) {
  const { t } = useTranslation();
  const tunable = tunableOf(item);
  const dataTypes = useConfigDataTypes();
  const save = useFormSave(useCreateConfig(), useUpdateConfig(), onDone);
  const form = useForm<ConfigFormValues>({
    mode: 'controlled',
    initialValues: configFormValues(item),
    validate: zod4Resolver(configFormSchema(tunable), { errorPriority: 'first' }),
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = toConfigBody(values);
    if (item) save.update({ id: item.id, body }, t('configs.updated'));
    else save.create(body, t('configs.created'));
  });

  const typeNames = new Map((dataTypes.data ?? []).map((d) => [d.id, d.name]));
  const typeOptions = CONFIG_DATA_TYPES.map((type) => ({ value: type, label: typeNames.get(type) ?? t(`configs.dataTypes.${type}`) }));
  const valueError = form.errors.value ? t(String(form.errors.value)) : undefined;
  const bounds = tunable ? CONFIG_TUNABLES[tunable] : null;

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('configs.key')}
          withAsterisk
          readOnly={Boolean(tunable)}
          autoComplete="off"
          ff="monospace"
          {...translatedInputProps(form, 'key', t)}
        />
        <Autocomplete
          label={t('configs.operation')}
          withAsterisk
          readOnly={Boolean(tunable)}
          data={operations}
          {...translatedInputProps(form, 'operation', t)}
        />
      </SimpleGrid>
      <Select
        label={t('configs.dataType')}
        withAsterisk
        allowDeselect={false}
        readOnly={Boolean(tunable)}
        data={typeOptions}
        {...translatedInputProps(form, 'dataType', t)}
        onChange={(next) => {
          if (!next || next === form.values.dataType) return;
          const dataType = next as ConfigDataType;
          form.setFieldValue('dataType', dataType);
          // a text survives the change when the new type can read it; else the new type's starting value
          form.setFieldValue(
            'value',
            dataType === 'string' || dataType === 'json' ? form.values.value || initialValueOf(dataType) : initialValueOf(dataType),
          );
          form.clearFieldError('value');
        }}
      />
      <ConfigValueInput
        dataType={form.values.dataType}
        value={form.values.value}
        onChange={(value) => form.setFieldValue('value', value)}
        error={valueError}
        description={bounds ? t('configs.bounds', { min: bounds.min, max: bounds.max }) : t(`configs.valueHints.${form.values.dataType}`)}
      />
      <TextInput label={t('configs.description')} {...translatedInputProps(form, 'description', t)} />
    </MutationForm>
  );
}
