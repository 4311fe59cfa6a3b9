import { Button, Center, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { showSuccessToast } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { signOut } from '../../../lib/session';
import { useUserStore } from '../../../lib/stores/user-store';
import { authKeys } from '../api/keys';

// The form (and the schema it validates with) loads when the overlay opens, not with every signed-in
// page; the overlay itself blocks the page at once (ADR 0031).
const ChangePasswordForm = lazy(() => import('./ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })));

/**
 * Forced password change (spec 01 §4): while identity.isPasswordChangeRequired is true, a full-screen
 * overlay with the change-password form; page scrolling is locked (Modal) and sign-out stays available.
 */
export function PasswordChangeOverlay() {
  const { t } = useTranslation();
  const required = useUserStore((s) => s.user?.isPasswordChangeRequired ?? false);

  const handleSuccess = async () => {
    showSuccessToast(t('password.changed'));
    const { user, setUser } = useUserStore.getState();
    if (user) setUser({ ...user, isPasswordChangeRequired: false });
    await queryClient.invalidateQueries({ queryKey: authKeys.whoAmI() });
  };

  return (
    // The compound form, so that the dialog itself (role dialog) is named by its title (Modal.Title): the
    // shorthand with aria-labelledby put it on its root, a plain div, which axe reported on every signed-in page.
    <Modal.Root
      opened={required}
      onClose={() => {}}
      fullScreen
      closeOnEscape={false}
      closeOnClickOutside={false}
      lockScroll
      trapFocus
      zIndex={400}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body h="100%">
          <Center h="100%" mih="80vh">
            <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={460}>
              <Stack gap="md">
                <Stack gap={4} align="center">
                  <IconLock size={32} aria-hidden />
                  <Modal.Title fz="h3" fw={700} ta="center">
                    {t('password.requiredTitle')}
                  </Modal.Title>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('password.requiredDescription')}
                  </Text>
                </Stack>
                {required && (
                  <Suspense
                    fallback={
                      <Center mih={200}>
                        <LoadingSpinner />
                      </Center>
                    }
                  >
                    <ChangePasswordForm
                      onSuccess={handleSuccess}
                      extraActions={
                        <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} />} onClick={() => signOut()}>
                          {t('nav.signOut')}
                        </Button>
                      }
                    />
                  </Suspense>
                )}
              </Stack>
            </Paper>
          </Center>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
