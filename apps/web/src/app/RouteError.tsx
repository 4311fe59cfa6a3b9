import { Alert, Button, Center, Code, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** errorElement of the router: "Something went wrong:" and the error's message (spec 01 §2). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Center p="xl" mih="50vh">
      <Stack maw={640} w="100%">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('errors.routeError')} role="alert">
          <Code block>{routeErrorMessage(error)}</Code>
        </Alert>
        <Button variant="default" onClick={() => window.location.assign('/home')} w="fit-content">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
