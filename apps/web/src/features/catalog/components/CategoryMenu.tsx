import type { CategoryNode } from '@dealerport/contract';
import { Button, Menu } from '@mantine/core';
import { IconCategory, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useCategories } from '../api/list-categories';

export const categoryHref = (id: number) => `/products?category=${id}`;

function CategoryEntry({ node }: { node: CategoryNode }) {
  const { t } = useTranslation();
  if (node.children.length === 0) {
    return (
      <Menu.Item component={Link} to={categoryHref(node.id)}>
        {node.name}
      </Menu.Item>
    );
  }
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item>{node.name}</Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        <Menu.Item component={Link} to={categoryHref(node.id)} fw={600}>
          {t('catalog.nav.allIn', { name: node.name })}
        </Menu.Item>
        <Menu.Divider />
        {node.children.map((child) => (
          <CategoryEntry key={child.id} node={child} />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/**
 * The category tree as the "Products" menu (spec 02 §2: hover dropdown with nested submenus), shown
 * only while a customer is selected since /products needs one.
 */
export function CategoryMenu() {
  const { t } = useTranslation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const categories = useCategories(selected);
  if (!selected || !categories.data?.length) return null;
  return (
    <Menu trigger="click-hover" position="bottom-start" withinPortal openDelay={50} closeDelay={200}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconCategory size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('catalog.nav.products')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/products">
          {t('catalog.nav.allProducts')}
        </Menu.Item>
        <Menu.Divider />
        {categories.data.map((node) => (
          <CategoryEntry key={node.id} node={node} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
