import { type Campaign, type CampaignKind, normalizeCulture } from '@dealerport/contract';
import { Fieldset, MultiSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationForm, useFormSave } from '../../../components/MutationForm';
import { categoryOptions } from '../../../lib/category-options';
import { useCreateCampaign } from '../api/create-campaign';
import { useCategories } from '../api/list-categories';
import { useCustomerSearch } from '../api/search-customers';
import { useProductSearch } from '../api/search-products';
import { useUpdateCampaign } from '../api/update-campaign';
import { CAMPAIGN_CULTURES, CULTURE_NAMES, campaignFormValues, toCampaignBody, validateCampaign } from '../lib/campaign-form';
import { PickedLookup } from './PickedLookup';
import { PriceGroupsInput } from './PriceGroupsInput';

interface CampaignFormProps {
  /** The campaign to edit; none creates one. */
  campaign?: Campaign | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Create or edit a campaign: code and names, its days, what it does to the price, for whom and on what. */
export function CampaignForm({ campaign, onDone, onCancel }: CampaignFormProps) {
  const { t, i18n } = useTranslation();
  // the messages in the language on screen, worded as the server words them
  const culture = normalizeCulture(i18n.language);
  const save = useFormSave(useCreateCampaign(), useUpdateCampaign(), onDone);
  const form = useForm({
    mode: 'controlled',
    initialValues: campaignFormValues(campaign),
    validate: (values) => validateCampaign(values, culture),
  });
  const categories = useCategories();
  const categoryData = useMemo(() => categoryOptions(categories.data, t('priceRules.campaigns.inactiveCategory')), [categories.data, t]);

  const handleSubmit = form.onSubmit((values) => {
    const body = toCampaignBody(values);
    if (campaign) save.update({ ...body, id: campaign.id }, t('priceRules.campaigns.updated', { code: body.code }));
    else save.create(body, t('priceRules.campaigns.created', { code: body.code }));
  });

  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, 'aria-invalid': Boolean(props.error) };
  };
  const fixedPrice = form.values.kind === 'fixedPrice';

  return (
    <MutationForm onSubmit={handleSubmit} onCancel={onCancel} mutation={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('priceRules.campaigns.code')} withAsterisk maxLength={64} {...input('code')} />
        <Switch
          mt={{ base: 0, sm: 'xl' }}
          label={t('priceRules.campaigns.isActive')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {CAMPAIGN_CULTURES.map((c) => (
          <TextInput
            key={c}
            label={t('priceRules.campaigns.nameIn', { language: CULTURE_NAMES[c] })}
            description={c === 'tr' ? t('priceRules.campaigns.trRequired') : t('priceRules.campaigns.fallsBackToTr')}
            withAsterisk={c === 'tr'}
            maxLength={200}
            {...input(`names.${c}`)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput type="date" label={t('priceRules.campaigns.startsOn')} withAsterisk {...input('startsOn')} />
        <TextInput type="date" label={t('priceRules.campaigns.endsOn')} withAsterisk {...input('endsOn')} />
      </SimpleGrid>

      <Fieldset legend={t('priceRules.campaigns.effect')} variant="unstyled">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('priceRules.campaigns.kind')}
            data={[
              { value: 'percent', label: t('priceRules.campaigns.kinds.percent') },
              { value: 'fixedPrice', label: t('priceRules.campaigns.kinds.fixedPrice') },
            ]}
            value={form.values.kind}
            onChange={(v) => form.setFieldValue('kind', v as CampaignKind)}
            fullWidth
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={fixedPrice ? t('priceRules.campaigns.valuePrice') : t('priceRules.campaigns.valuePercent')}
              description={fixedPrice ? t('priceRules.campaigns.valuePriceHint') : t('priceRules.campaigns.valuePercentHint')}
              withAsterisk
              inputMode="decimal"
              {...input('value')}
            />
            {fixedPrice && (
              <TextInput
                label={t('priceRules.campaigns.currency')}
                description={t('priceRules.campaigns.currencyHint')}
                withAsterisk
                maxLength={3}
                {...input('currency')}
              />
            )}
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('priceRules.campaigns.target')} variant="unstyled">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('priceRules.campaigns.targetHint')}
          </Text>
          <PickedLookup
            label={t('priceRules.pickers.addCustomer')}
            value={form.values.customers}
            onChange={(customers) => form.setFieldValue('customers', customers)}
            useOptions={useCustomerSearch}
            emptyText={t('priceRules.pickers.noCustomers')}
            error={form.errors.customers as string | undefined}
          />
          <PriceGroupsInput
            value={form.values.priceGroups}
            onChange={(groups) => form.setFieldValue('priceGroups', groups)}
            error={form.errors.priceGroups as string | undefined}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('priceRules.campaigns.scope')} variant="unstyled">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('priceRules.campaigns.scopeHint')}
          </Text>
          <PickedLookup
            label={t('priceRules.pickers.addProduct')}
            placeholder={t('priceRules.pickers.productPlaceholder')}
            value={form.values.products}
            onChange={(products) => form.setFieldValue('products', products)}
            useOptions={useProductSearch}
            emptyText={t('priceRules.pickers.noProducts')}
            error={form.errors.products as string | undefined}
          />
          <MultiSelect
            label={t('priceRules.pickers.categories')}
            description={t('priceRules.pickers.categoriesHint')}
            data={categoryData}
            searchable
            clearable
            disabled={categories.isPending && !categories.isError}
            {...input('categoryIds')}
          />
        </Stack>
      </Fieldset>
    </MutationForm>
  );
}
