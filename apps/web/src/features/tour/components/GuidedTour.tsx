import type { Driver } from 'driver.js';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isDealer } from '../../../lib/identity';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { type AvailableTourStep, availableTourSteps, findTourElement, isCustomerModalStep } from '../lib/tour-steps';

/** The location state that asks for the tour (set by the `/` entry path and the user menu). */
export const TOUR_STATE = { tour: true } as const;

/** Spec 01 §9: the menu appears after 300 ms; the tour starts once it is there. */
const START_DELAY_MS = 350;
/** How long a customer-modal step waits for the modal to render its element before it is skipped. */
const MODAL_WAIT_MS = 2000;

/**
 * Runs the guided tour when the route's state asks for it (spec 01 §2: `/` is the tour's entry path;
 * the user menu offers it again). Mounted once in the signed-in layout.
 */
export function GuidedTour() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = (location.state as { tour?: boolean } | null)?.tour === true;

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Driver | null>(null);
  const mounted = useRef(false);
  // on leaving the signed-in layout a pending start is dropped and a running tour ends
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current ?? undefined);
      running.current?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    // the state is consumed: a reload or going back does not start it again (this re-renders with
    // wanted false, so the start is not tied to this effect's clean-up)
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => {
      running.current?.destroy();
      running.current = null;
      void loadDriver().then((driver) => {
        if (mounted.current) running.current = startTour(driver, t);
      });
    }, START_DELAY_MS);
  }, [wanted, navigate, location.pathname, location.search, t]);

  return null;
}

/** driver.js and its styles load with the first tour, not with every signed-in page (ADR 0031). */
function loadDriver() {
  return Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]).then(([m]) => m.driver);
}

function startTour(driver: typeof import('driver.js').driver, t: TFunction): Driver | null {
  const customers = useCustomerStore;
  // the customer steps need the selection modal, which dealers cannot open
  const customerModal = !isDealer(useUserStore.getState().user);
  // A modal that opened by itself (no customer yet) would cover the header the tour talks about: it
  // makes way and comes back afterwards if still nobody is selected.
  const modalWasOpen = customers.getState().modalOpen;
  // Hidden, not dismissed: the user did not close it (closeModal would stop it opening by itself).
  const hideModal = () => customers.setState({ modalOpen: false });
  if (modalWasOpen) hideModal();
  const steps = availableTourSteps(document, { customerModal });
  if (steps.length === 0) {
    if (modalWasOpen) customers.getState().openModal();
    return null;
  }

  let openedForStep = false;
  const closeStepModal = () => {
    if (!openedForStep) return;
    openedForStep = false;
    hideModal();
  };
  const finish = () => {
    closeStepModal();
    if (modalWasOpen && customers.getState().selected === null) customers.getState().openModal();
  };

  const tour = driver({
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
    steps: steps.map((step) => toDriveStep(step, t)),
    // Moving on: a customer-modal step gets its modal first (the driver then waits for its element).
    onNextClick: () => go(1),
    onPrevClick: () => go(-1),
    // Any other step (also one reached by skipping a missing modal element) closes it again.
    onHighlightStarted: (_element, step) => {
      if (!isCustomerModalStep({ id: String(step.data?.id) })) closeStepModal();
    },
    onDestroyed: finish,
  });

  function go(direction: 1 | -1) {
    const index = tour.getActiveIndex();
    if (index === undefined) return;
    const target = steps[index + direction];
    if (!target) {
      tour.destroy();
      finish();
      return;
    }
    if (isCustomerModalStep(target) && !customers.getState().modalOpen) {
      customers.getState().openModal();
      openedForStep = true;
    }
    tour.moveTo(index + direction);
  }

  tour.drive();
  return tour;
}

function toDriveStep(step: AvailableTourStep, t: TFunction) {
  const popover = { title: t(step.titleKey), description: t(step.textKey) };
  if (step.element) return { element: step.element, popover, data: { id: step.id } };
  return {
    element: () => findTourElement(step.id) as Element,
    popover,
    data: { id: step.id },
    waitForElement: MODAL_WAIT_MS,
    // an empty list (no customers) has no row to choose: that step is left out
    skipMissingElement: true,
    // a click would choose a customer and close the modal under the tour
    disableActiveInteraction: true,
  };
}
