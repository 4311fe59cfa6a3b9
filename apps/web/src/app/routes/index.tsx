import { Navigate } from 'react-router';
import { TOUR_STATE } from '../../features/tour/components/GuidedTour';

/** `/` is the guided tour's entry path (spec 01 §2): the home page with the tour over it. */
export function IndexRoute() {
  return <Navigate to="/home" replace state={TOUR_STATE} />;
}
