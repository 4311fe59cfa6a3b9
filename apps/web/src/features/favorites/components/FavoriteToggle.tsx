import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFavorites } from '../api/list-favorites';
import { useSetFavorite } from '../api/set-favorite';

/** The heart on a product: adds to or removes from the caller's favourites for the acting customer. */
export function FavoriteToggle({ productId, name }: { productId: number; name?: string }) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const listed = favorites.data?.some((f) => f.id === productId) ?? false;
  // while the change is on its way, show where it is going
  const pending = setFavorite.isPending && setFavorite.variables?.productId === productId;
  const isFavorite = pending ? (setFavorite.variables?.favorite ?? listed) : listed;
  const label = isFavorite ? t('favorites.remove', { name: name ?? '' }) : t('favorites.add', { name: name ?? '' });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={isFavorite ? 'red' : 'gray'}
        aria-label={label}
        aria-pressed={isFavorite}
        loading={favorites.isPending && favorites.fetchStatus === 'fetching'}
        disabled={pending}
        onClick={() => setFavorite.mutate({ productId, favorite: !isFavorite })}
      >
        {isFavorite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
