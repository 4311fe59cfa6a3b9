/**
 * Lets non-React code (the API client, sign-out) navigate. The router registers its own navigate at
 * start-up; until then, and in tests, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The current in-app location (path + search), used as a ?redirect target. */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}
