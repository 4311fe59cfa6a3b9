import { Navigate, useLocation } from 'react-router';
import { TOUR_STATE } from '../../features/tour/components/GuidedTour';

/** Set by the catch-all route: an unknown path lands on `/` (spec 01 §2) but is no request for the tour. */
export const NOT_FOUND_STATE = { notFound: true } as const;

/** `/` is the guided tour's entry path (spec 01 §2): the home page with the tour over it. */
export function IndexRoute() {
  const fromUnknownPath = (useLocation().state as { notFound?: boolean } | null)?.notFound === true;
  return <Navigate to="/home" replace state={fromUnknownPath ? null : TOUR_STATE} />;
}
