import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { availableTourSteps } from '../lib/tour-steps';

/** The location state that asks for the tour (set by the `/` entry path and the user menu). */
export const TOUR_STATE = { tour: true } as const;

/** Spec 01 §9: the menu appears after 300 ms; the tour starts once it is there. */
const START_DELAY_MS = 350;

/**
 * Runs the guided tour when the route's state asks for it (spec 01 §2: `/` is the tour's entry path).
 * Mounted once in the signed-in layout.
 */
export function GuidedTour() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = (location.state as { tour?: boolean } | null)?.tour === true;

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // on leaving the signed-in layout a pending start is dropped
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  useEffect(() => {
    if (!wanted) return;
    // the state is consumed: a reload or going back does not start it again (this re-renders with
    // wanted false, so the start is not tied to this effect's clean-up)
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => startTour(t), START_DELAY_MS);
  }, [wanted, navigate, location.pathname, location.search, t]);

  return null;
}

function startTour(t: TFunction) {
  const steps = availableTourSteps();
  if (steps.length === 0) return;
  driver({
    showProgress: true,
    animate: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    allowClose: true,
    overlayOpacity: 0.55,
    stagePadding: 6,
    popoverClass: 'dealerport-tour',
    nextBtnText: t('tour.next'),
    prevBtnText: t('tour.previous'),
    doneBtnText: t('tour.done'),
    progressText: t('tour.progress'),
    steps: steps.map((step) => ({
      element: step.element,
      popover: { title: t(step.titleKey), description: t(step.textKey) },
    })),
  }).drive();
}
