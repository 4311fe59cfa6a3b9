import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { LanguageSelector } from '../../components/LanguageSelector';
import { CustomerButton } from '../../features/customers/components/CustomerButton';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  /** Burger / collapse controls on the left. */
  leading?: ReactNode;
  /** Inline navigation (simple layout, desktop). */
  inlineNav?: ReactNode;
}

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
      </Group>
      <Group gap={6} wrap="nowrap">
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
