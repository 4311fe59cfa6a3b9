/**
 * The guided tour (spec 01 §2: steps over logo, menus, system management, order management, customer
 * select, search, list and save customer). Each step points at an element marked `data-tour="<id>"`;
 * a step whose element is not on the screen (no permission, no customer selected, small screen) is
 * left out, so everyone gets the tour of what they actually have.
 */
export const TOUR_STEPS = [
  { id: 'logo', titleKey: 'tour.logo.title', textKey: 'tour.logo.text' },
  { id: 'nav', titleKey: 'tour.nav.title', textKey: 'tour.nav.text' },
  { id: 'nav-systemManagement', titleKey: 'tour.system.title', textKey: 'tour.system.text' },
  { id: 'nav-orders', titleKey: 'tour.orders.title', textKey: 'tour.orders.text' },
  { id: 'customer-select', titleKey: 'tour.customer.title', textKey: 'tour.customer.text' },
  { id: 'search', titleKey: 'tour.search.title', textKey: 'tour.search.text' },
  { id: 'cart', titleKey: 'tour.cart.title', textKey: 'tour.cart.text' },
  { id: 'user-menu', titleKey: 'tour.user.title', textKey: 'tour.user.text' },
] as const;

export type TourStepId = (typeof TOUR_STEPS)[number]['id'];

export const tourSelector = (id: TourStepId) => `[data-tour="${id}"]`;

/** A visible element for the step (the first one that is laid out: menus exist twice, for phones and desktops). */
export function findTourElement(id: TourStepId, root: ParentNode = document): Element | null {
  const all = [...root.querySelectorAll(tourSelector(id))];
  return all.find((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0) ?? null;
}

/** The steps whose element is on the screen now. */
export function availableTourSteps(root: ParentNode = document) {
  return TOUR_STEPS.flatMap((step) => {
    const element = findTourElement(step.id, root);
    return element ? [{ ...step, element }] : [];
  });
}
