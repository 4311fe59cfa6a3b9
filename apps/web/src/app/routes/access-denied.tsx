import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AccessDeniedRoute() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="red">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('accessDenied.title')}
        </Title>
        <Text c="dimmed">{t('accessDenied.description')}</Text>
        <Button component={Link} to="/home">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
