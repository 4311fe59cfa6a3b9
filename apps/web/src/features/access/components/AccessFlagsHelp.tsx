import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCESS_FLAGS } from '../lib/access-rules';

/** What each flag does (design.md §4), so an administrator knows what a switch changes for the dealer. */
export function AccessFlagsHelp() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title={t('customerAccess.help.title')}>
      <Text size="sm" mb="xs">
        {t('customerAccess.help.intro')}
      </Text>
      <List size="sm" spacing={2}>
        {ACCESS_FLAGS.map((flag) => (
          <List.Item key={flag}>
            <Text span fw={600} size="sm">
              {t(`customerAccess.flags.${flag}`)}
            </Text>
            {': '}
            {t(`customerAccess.help.${flag}`)}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('customerAccess.help.combine')}
      </Text>
    </Alert>
  );
}
