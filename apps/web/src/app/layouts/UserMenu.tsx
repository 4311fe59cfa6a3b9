import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconHeart,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconLogout,
  IconPackage,
  IconRoute,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageMenuItems } from '../../components/LanguageSelector';
import { TOUR_STATE } from '../../features/tour/components/GuidedTour';
import { fullName, isDealer } from '../../lib/identity';
import { signOut } from '../../lib/session';
import { useThemeStore } from '../../lib/stores/theme-store';
import { useUserStore } from '../../lib/stores/user-store';
import { truncateUserName } from '../../lib/text';

/** Below Mantine's xs breakpoint (36em), where the header has no room for its language selector. */
const NO_HEADER_LANGUAGES = '(max-width: 35.99375em)';

/**
 * User dropdown (spec 01 §9): name up to 20 characters plus "…", Guest when there is none. It offers the
 * guided tour again (docs/decisions/0018): over the current page, as `/` does over /home. On a phone it
 * lists the languages too, which the header has no room for: the footer's list is a whole page away.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const layout = useThemeStore((s) => s.layout);
  const setLayout = useThemeStore((s) => s.setLayout);
  const name = truncateUserName(fullName(user), t('user.guest'));
  // rendered only where wanted: the menu's arrow keys would otherwise walk through hidden items
  const languages = useMediaQuery(NO_HEADER_LANGUAGES, false, { getInitialValueInEffect: false });
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        {/* named by the user's name first, as it reads on the button (WCAG 2.5.3), then what it opens */}
        <UnstyledButton aria-label={t('nav.userMenu', { name })} style={{ borderRadius: 'var(--mantine-radius-sm)', padding: '4px 6px' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="brand" variant="filled">
              {initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {name}
            </Text>
            <Box component="span" visibleFrom="sm" style={{ display: 'flex' }}>
              <IconChevronDown size={14} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <Menu.Label>
            {user.accountName} · {user.role.name}
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/user-settings/profile" leftSection={<IconUserCircle size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/orders" leftSection={<IconPackage size={16} />}>
          {t('nav.orders', { context: isDealer(user) ? undefined : 'staff' })}
        </Menu.Item>
        <Menu.Item component={Link} to="/favorites-details" leftSection={<IconHeart size={16} />}>
          {t('nav.favorites')}
        </Menu.Item>
        <Menu.Item leftSection={<IconRoute size={16} />} onClick={() => navigate(`${pathname}${search}`, { state: TOUR_STATE })}>
          {t('tour.start')}
        </Menu.Item>
        {languages && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('language.label')}</Menu.Label>
            <LanguageMenuItems />
          </>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={layout === 'modern' ? <IconLayoutNavbar size={16} /> : <IconLayoutSidebar size={16} />}
          onClick={() => setLayout(layout === 'modern' ? 'simple' : 'modern')}
        >
          {layout === 'modern' ? t('theme.useSimpleLayout') : t('theme.useModernLayout')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => signOut()}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
