import { type CategoryNode, FALLBACK_IMAGE_CODES, fallbackImageUrl } from '@dealerport/contract';
import { Anchor, Card, Image, SimpleGrid, Skeleton, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../api/list-categories';
import { categoryHref } from './CategoryMenu';

/** The tiles' picture side in pixels (set on the element, so the grid keeps its shape while pictures load). */
const PICTURE = 72;
/** The tiles shown while the tree loads. */
const SKELETON_TILES = ['a', 'b', 'c', 'd', 'e'];
/** How many sub-categories a tile names before "all in …". */
const CHILDREN_SHOWN = 4;

/** A category's picture: its icon when that is an image address, else the top-level code's picture, else a symbol. */
function pictureOf(node: CategoryNode): string | null {
  if (node.icon && /^(\/|https?:\/\/)/.test(node.icon)) return node.icon;
  return (FALLBACK_IMAGE_CODES as readonly string[]).includes(node.code) ? fallbackImageUrl(node.code) : null;
}

function CategoryTile({ node }: { node: CategoryNode }) {
  const { t } = useTranslation();
  const picture = pictureOf(node);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs" align="center" ta="center">
        {picture ? (
          <Image src={picture} alt="" w={PICTURE} h={PICTURE} width={PICTURE} height={PICTURE} fit="contain" loading="lazy" radius="sm" />
        ) : (
          <ThemeIcon variant="light" size={PICTURE} radius="sm" aria-hidden>
            <IconCategory size={36} />
          </ThemeIcon>
        )}
        <Anchor component={Link} to={categoryHref(node.id)} fw={600}>
          {node.name}
        </Anchor>
        {node.children.length > 0 && (
          <Stack gap={2} component="ul" align="center" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {node.children.slice(0, CHILDREN_SHOWN).map((child) => (
              <li key={child.id}>
                <Anchor component={Link} to={categoryHref(child.id)} size="sm" c="dimmed">
                  {child.name}
                </Anchor>
              </li>
            ))}
            {node.children.length > CHILDREN_SHOWN && (
              <li>
                <Anchor component={Link} to={categoryHref(node.id)} size="sm">
                  {t('catalog.nav.allIn', { name: node.name })}
                </Anchor>
              </li>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The home page's category tiles (issue 18): the top-level categories of the tree with their picture and
 * their first sub-categories, each a link to its product list. While the tree loads, skeleton tiles of the
 * same height keep the space; nothing shows when there are no categories.
 */
export function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategories();
  const tree = categories.data ?? [];
  if (!categories.isPending && tree.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-categories-title">
      <Title order={2} size="h4" id="home-categories-title">
        {t('home.categories')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-busy={categories.isPending || undefined}
      >
        {categories.isPending
          ? SKELETON_TILES.map((key) => (
              <li key={key}>
                <Skeleton height={PICTURE + 60} radius="md" />
              </li>
            ))
          : tree.map((node) => <CategoryTile key={node.id} node={node} />)}
      </SimpleGrid>
    </Stack>
  );
}
