import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The demo gateway's test mode, said wherever a payment through it is offered: it takes no money and
 * credits nothing (ADR 0047, amendment "safe payment defaults").
 */
export function TestModeNote({ align = 'left' }: { align?: 'left' | 'right' }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="orange" fw={600} maw={360} ta={align}>
      {t('payments.testModeNote')}
    </Text>
  );
}
