import { HOME_BUNDLE_TAGS, HOME_MAIN_BANNER_GROUP } from '@dealerport/contract';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { CategoryTiles } from '../../features/catalog/components/CategoryTiles';
import { fullName, isDealer } from '../../lib/identity';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useUserStore } from '../../lib/stores/user-store';
import { BundleProducts, FavoriteProducts } from './favorites-details';

/**
 * Staff and salesmen acting for nobody: what the home would show (category tiles, bundles, favourites)
 * depends on a customer's prices and visibility, so the page offers to choose one instead.
 */
function ChooseCustomerPanel({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="home-choose-customer-title"
      data-testid="home-choose-customer"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
          <IconUserSearch size={22} />
        </ThemeIcon>
        <Stack gap="xs">
          <Title order={2} size="h4" id="home-choose-customer-title">
            {t('home.chooseCustomer.title')}
          </Title>
          <Text size="sm">{t('home.chooseCustomer.text')}</Text>
          <Button onClick={onChoose} w="fit-content">
            {t('customers.selectPrompt')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

export function HomeRoute() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const selected = useCustomerStore((s) => s.selected);
  const openModal = useCustomerStore((s) => s.openModal);
  const dealer = isDealer(user);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('home.title')}
      </Title>
      <BannerCarousel groupTag={HOME_MAIN_BANNER_GROUP} label={t('banners.carousel.label')} />
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Text fw={600} size="lg">
            {t('home.welcome', { name: fullName(user) || t('user.guest') })}
          </Text>
          {user && (
            <Group gap="xs">
              <Badge variant="light" title={user.role.name}>
                {t(`roles.types.${user.role.roleType}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </Group>
          )}
          <Group gap="xs" mt="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconBuildingStore size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('home.actingFor')}
              </Text>
              {selected ? (
                <Text fw={500} data-testid="home-selected-customer">
                  {selected.name}
                  {selected.code ? ` · ${selected.code}` : ''}
                </Text>
              ) : (
                <Text c="dimmed">{t('customers.none')}</Text>
              )}
            </Stack>
          </Group>
          {!dealer && selected && (
            <Button variant="light" onClick={openModal} w="fit-content" mt="xs">
              {t('customers.change')}
            </Button>
          )}
        </Stack>
      </Card>
      {!selected && !dealer && <ChooseCustomerPanel onChoose={openModal} />}
      {selected && <CategoryTiles />}
      {selected && <BundleProducts tags={HOME_BUNDLE_TAGS} />}
      {selected && (
        <Stack gap="sm" component="section" aria-labelledby="home-favorites-title">
          <Group justify="space-between">
            <Title order={2} size="h4" id="home-favorites-title">
              {t('favorites.title')}
            </Title>
            <Button component={Link} to="/favorites-details" variant="subtle" size="xs">
              {t('favorites.viewAll')}
            </Button>
          </Group>
          <FavoriteProducts limit={4} />
        </Stack>
      )}
    </Stack>
  );
}
