import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { basketKeys } from '../../features/baskets/api/keys';
import { ListDetailPage } from '../../features/lists/components/ListDetailPage';
import { ListsPage } from '../../features/lists/components/ListsPage';

/** /lists (authority selectedCustomer): the acting customer's order lists. */
export function ListsRoute() {
  return <ListsPage />;
}

/** /lists/:id (authority selectedCustomer): one list; what it puts into the cart shows in the cart's views. */
export function ListDetailRoute() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const cartChanged = useCallback(() => client.invalidateQueries({ queryKey: basketKeys.contents() }), [client]);
  // another list is a new page (its choice of lines and dialogs start afresh)
  return <ListDetailPage key={id} id={id} onCartChanged={cartChanged} />;
}
