import { Alert, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { LoadingSpinner } from './LoadingSpinner';

/** The part of a query result this needs (a TanStack Query result has it). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * What a screen part shows for its query: the call's error, a loader until the data is there, then
 * `children(data)`. For the forms that edit what they have loaded (settings, connections), whose fields
 * start from the data.
 */
export function QueryContent<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(query.error, t('errors.unexpected'))}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Center py="lg">
        <LoadingSpinner />
      </Center>
    );
  }
  return children(query.data);
}
