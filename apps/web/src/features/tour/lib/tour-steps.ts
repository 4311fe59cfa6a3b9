/**
 * The guided tour (spec 01 §2: steps over logo, menus, system management, order management, customer
 * select, search, list and save customer). Each step points at an element marked `data-tour="<id>"`;
 * a step whose element is not on the screen (no permission, no customer selected, small screen) is
 * left out, so everyone gets the tour of what they actually have.
 *
 * The customer steps (`inCustomerModal`: its search box, its list, and choosing a row, which is what
 * keeps the choice) are inside the customer selection modal: the tour opens the modal for them and
 * closes it again, and offers them only to users who can open it (not dealers, who are pinned to their
 * customer) while the header's customer button is on the screen.
 */
export const TOUR_STEPS = [
  { id: 'logo', titleKey: 'tour.logo.title', textKey: 'tour.logo.text' },
  { id: 'nav', titleKey: 'tour.nav.title', textKey: 'tour.nav.text' },
  { id: 'nav-systemManagement', titleKey: 'tour.system.title', textKey: 'tour.system.text' },
  { id: 'nav-orders', titleKey: 'tour.orders.title', textKey: 'tour.orders.text' },
  { id: 'customer-select', titleKey: 'tour.customer.title', textKey: 'tour.customer.text' },
  { id: 'customer-search', titleKey: 'tour.customerSearch.title', textKey: 'tour.customerSearch.text', inCustomerModal: true },
  { id: 'customer-list', titleKey: 'tour.customerList.title', textKey: 'tour.customerList.text', inCustomerModal: true },
  { id: 'customer-save', titleKey: 'tour.customerSave.title', textKey: 'tour.customerSave.text', inCustomerModal: true },
  { id: 'search', titleKey: 'tour.search.title', textKey: 'tour.search.text' },
  { id: 'cart', titleKey: 'tour.cart.title', textKey: 'tour.cart.text' },
  { id: 'user-menu', titleKey: 'tour.user.title', textKey: 'tour.user.text' },
] as const;

export type TourStep = (typeof TOUR_STEPS)[number];
export type TourStepId = TourStep['id'];

export const isCustomerModalStep = (step: { id: string }): boolean =>
  TOUR_STEPS.some((s) => s.id === step.id && 'inCustomerModal' in s && s.inCustomerModal);

export const tourSelector = (id: TourStepId) => `[data-tour="${id}"]`;

/** Laid out with a size: hidden elements (display: none) have no box, and an empty wrapper has no area. */
function isOnScreen(el: Element): boolean {
  return [...el.getClientRects()].some((rect) => rect.width > 0 && rect.height > 0);
}

/** A visible element for the step (the first one that is laid out: menus exist twice, for phones and desktops). */
export function findTourElement(id: TourStepId, root: ParentNode = document): Element | null {
  return [...root.querySelectorAll(tourSelector(id))].find(isOnScreen) ?? null;
}

export type AvailableTourStep = TourStep & {
  /** The element on the screen now; none for a customer-modal step, found once the tour has opened the modal. */
  element: Element | null;
};

/**
 * The steps the tour will show, in tour order: those whose element is on the screen now, and the
 * customer-modal steps when `customerModal` says the user can open the modal and its button is there.
 */
export function availableTourSteps(root: ParentNode = document, { customerModal = false } = {}): AvailableTourStep[] {
  const modalReachable = customerModal && findTourElement('customer-select', root) !== null;
  return TOUR_STEPS.flatMap((step): AvailableTourStep[] => {
    if (isCustomerModalStep(step)) return modalReachable ? [{ ...step, element: null }] : [];
    const element = findTourElement(step.id, root);
    return element ? [{ ...step, element }] : [];
  });
}
