import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { LanguageSelector } from '../../components/LanguageSelector';
import { CategoryMenu } from '../../features/catalog/components/CategoryMenu';
import { HeaderSearch } from '../../features/catalog/components/HeaderSearch';
import { SpecialPriceButton } from '../../features/catalog/components/SpecialPriceDrawer';
import { CustomerButton } from '../../features/customers/components/CustomerButton';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  /** Burger / collapse controls on the left. */
  leading?: ReactNode;
  /** Inline navigation (simple layout, desktop). */
  inlineNav?: ReactNode;
}

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

export function AppHeader({ leading, inlineNav }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {leading}
        <Box hiddenFrom="sm">
          <BrandLogo to="/home" compact />
        </Box>
        <Box visibleFrom="sm">
          <BrandLogo to="/home" />
        </Box>
        {inlineNav && <Box visibleFrom="md">{inlineNav}</Box>}
        <Box visibleFrom="sm">
          <CategoryMenu />
        </Box>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Box visibleFrom="xs">
          <HeaderSearch renderFavorite={renderFavorite} />
        </Box>
        <SpecialPriceButton />
        <CustomerButton />
        <LanguageSelector compact />
        <Box visibleFrom="sm">
          <ColorSchemeToggle />
        </Box>
        <UserMenu />
      </Group>
    </Group>
  );
}
