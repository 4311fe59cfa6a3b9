import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The loader every screen part shows while it waits: a status ("Loading…") to assistive technology. A
 * bare Loader is a span, and a span may not carry an aria-label without a role (axe: aria-prohibited-attr).
 * Beside a text that says what is awaited, a Loader is decoration (`aria-hidden`) instead.
 */
export function LoadingSpinner({
  size,
  label,
}: {
  size?: LoaderProps['size'] /** What is awaited; default "Loading…". */;
  label?: string;
}) {
  const { t } = useTranslation();
  return <Loader size={size} role="status" aria-label={label ?? t('common.loading')} />;
}
