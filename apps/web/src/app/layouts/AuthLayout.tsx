import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { LanguageSelector } from '../../components/LanguageSelector';
import { SITE, useSiteHead, useSiteIdentity } from '../../lib/site';

/** Signed-out pages: a centred card with the brand and the language selector. */
export function AuthLayout() {
  useSiteHead();
  const site = useSiteIdentity();
  return (
    <Box
      mih="100dvh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background:
          'light-dark(linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%), var(--mantine-color-dark-8))',
      }}
    >
      <Group justify="flex-end" p="sm" gap={4}>
        <LanguageSelector />
        <ColorSchemeToggle />
      </Group>
      <Center style={{ flex: 1 }} px="md" pb="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={4}>
            <BrandLogo size={40} logoUrl={site.headerLogo} title={site.headerTitle} />
            <Text size="sm" c="dimmed" ta="center">
              {site.description}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            © {new Date().getFullYear()} {site.title} — v{SITE.footerVersion}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
