import type { RegistrationStatus } from '@dealerport/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RegistrationStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function StatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`registrations.status.${status}`)}
    </Badge>
  );
}
