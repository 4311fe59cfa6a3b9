import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A navigation quicker than this shows nothing. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar across the top of the window while the router loads the next page's code (ADR 0031: the
 * current page stays until the next one is ready, so a slow connection needs a sign that something
 * happens). Fixed in place: it moves nothing on the page.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  const [visible, setVisible] = useState(false);
  const [grown, setGrown] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  // start narrow and grow on the next frame, so the width transition runs
  useEffect(() => {
    if (!visible) {
      setGrown(false);
      return;
    }
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  if (!visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      pos="fixed"
      top={0}
      left={0}
      h={3}
      bg="var(--mantine-primary-color-filled)"
      style={{ width: grown ? '85%' : '10%', transition: 'width 4s cubic-bezier(0.1, 0.7, 0.2, 1)', zIndex: 1000 }}
    />
  );
}
