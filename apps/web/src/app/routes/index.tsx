import { Navigate } from 'react-router';

/** `/` is the guided tour's entry (spec 01 §2); until the tour exists it leads home. */
export function IndexRoute() {
  return <Navigate to="/home" replace />;
}
