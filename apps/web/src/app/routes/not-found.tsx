import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessSession } from '../RouteGate';
import { ENTRY } from '../route-table';

/**
 * An unknown path (issue 12, defect 10): says so and offers the way back (home when signed in, else
 * sign-in) instead of silently landing elsewhere.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const session = useAccessSession();

  return (
    <Center mih={session.signedIn ? '50vh' : undefined}>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMapQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        {session.signedIn ? (
          <Button component={Link} to={ENTRY.signedIn}>
            {t('errors.goHome')}
          </Button>
        ) : (
          <Button component={Link} to={ENTRY.signedOut}>
            {t('notFound.signIn')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
