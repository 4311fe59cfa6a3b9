import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useAccessSession } from '../RouteGate';
import { resolveRouteAccess } from '../route-access';
import { ENTRY, findRouteSpec } from '../route-table';

/**
 * An unknown path, or a screen of spec/routes.tsv that is not built yet (issue 12, defect 10): says so
 * and offers the way back (home when signed in, else sign-in) instead of silently landing elsewhere.
 * A signed-out visitor to a page that needs sign-in signs in first and comes back here with the same
 * address, as for any protected page (spec 01 §2).
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useAccessSession();
  const spec = findRouteSpec(location.pathname);

  if (spec && spec.access === 'signedIn' && !session.signedIn) {
    const access = resolveRouteAccess(spec, session, location);
    if (access !== 'ok') return <Navigate to={access.redirect} replace />;
  }

  return (
    <Center mih={session.signedIn ? '50vh' : undefined}>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMapQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{spec ? t('notFound.notBuilt') : t('notFound.description')}</Text>
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
