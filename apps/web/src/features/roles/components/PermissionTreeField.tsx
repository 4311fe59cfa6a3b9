import type { PermissionTreeNode } from '@dealerport/contract';
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { allCodes, areaState, setArea, setCode } from '../lib/permission-tree';

interface PermissionTreeFieldProps {
  tree: readonly PermissionTreeNode[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** The permission tree of GET /api/roles/permissions: areas with their actions, each area with "select all". */
export function PermissionTreeField({ tree, value, onChange, disabled }: PermissionTreeFieldProps) {
  const { t } = useTranslation();
  const every = allCodes(tree);
  const held = every.filter((code) => value.includes(code)).length;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('roles.selectAllPermissions')}
        checked={held > 0 && held === every.length}
        indeterminate={held > 0 && held < every.length}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked ? every : [])}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {tree.map((area) => (
          <PermissionArea key={area.id} area={area} value={value} onChange={onChange} disabled={disabled} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PermissionArea({ area, value, onChange, disabled }: { area: PermissionTreeNode } & Omit<PermissionTreeFieldProps, 'tree'>) {
  const { t } = useTranslation();
  const labelId = useId();
  const state = areaState(area, value);
  return (
    <Paper withBorder radius="sm" p="xs" role="group" aria-labelledby={labelId}>
      <Stack gap={6}>
        <Checkbox
          label={
            <Text span fw={600} size="sm" id={labelId}>
              {area.name}
            </Text>
          }
          aria-label={t('roles.selectArea', { name: area.name })}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled}
          onChange={(e) => onChange(setArea(area, value, e.currentTarget.checked))}
        />
        <Group gap="sm" pl="lg">
          {area.items.map((item) => (
            <Checkbox
              key={item.code}
              size="xs"
              label={item.name}
              checked={value.includes(item.code)}
              disabled={disabled}
              onChange={(e) => onChange(setCode(item.code, value, e.currentTarget.checked))}
            />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
