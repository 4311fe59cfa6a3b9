import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone: below Mantine's sm breakpoint (48em), where `visibleFrom="sm"` hides and `hiddenFrom="sm"`
 * shows (the same 0.00625em step below the breakpoint as Mantine's own media queries).
 */
export const PHONE_SCREEN = '(max-width: 47.99375em)';

/**
 * Whether the window is a phone's, known at the first render: a screen that lays out differently on a
 * phone (cards instead of a table) renders only the one layout, never both, and never the wrong one first.
 */
export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false }) ?? false;
}
