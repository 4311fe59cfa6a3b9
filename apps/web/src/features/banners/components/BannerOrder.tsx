import { type Banner, HOME_MAIN_BANNER_GROUP } from '@dealerport/contract';
import { Alert, Badge, Button, Group, Image, Modal, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconGripVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { type MoveButtonKeys, MoveButtons, useDragReorder } from '../../../components/ReorderControls';
import { showSuccessToast } from '../../../lib/notify';
import { moved, movedTo } from '../../../lib/reorder';
import { useBannerGroup } from '../api/get-banner-group';
import { bannerKeys } from '../api/keys';
import { updateBanner } from '../api/update-banner';
import { orderChanges, SEARCH_DEBOUNCE_MS, toOrderForm } from '../lib/banner-form';

const MOVE_KEYS: MoveButtonKeys = {
  up: 'banners.ordering.up',
  down: 'banners.ordering.down',
  upNamed: 'banners.ordering.upNamed',
  downNamed: 'banners.ordering.downNamed',
};

interface BannerOrderProps {
  opened: boolean;
  onClose: () => void;
  /** The group to start with (the list's group filter, else the home carousel's). */
  initialGroup?: string;
}

/**
 * The order of a banner group (issue 18): its banners, whatever their window, dragged into place or moved
 * with the up and down buttons (the keyboard's and the screen reader's way), saved as each moved banner's
 * `order` (its position) through PUT /api/commons/banners. The home and category pages show a group in
 * this order, each caller the banners of its country and category.
 */
export function BannerOrder({ opened, onClose, initialGroup }: BannerOrderProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [groupTag, setGroupTag] = useState(initialGroup || HOME_MAIN_BANNER_GROUP);
  const [debounced] = useDebouncedValue(groupTag.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const group = useBannerGroup(opened && debounced ? debounced : null);
  const [rows, setRows] = useState<Banner[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const dragProps = useDragReorder((from, to) => setRows((r) => movedTo(r, from, to)));

  useEffect(() => {
    if (opened) setGroupTag(initialGroup || HOME_MAIN_BANNER_GROUP);
  }, [opened, initialGroup]);
  useEffect(() => {
    setRows(group.data ?? []);
    setFailed(false);
  }, [group.data]);

  const changes = orderChanges(rows);
  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      for (const { banner, order } of changes) await updateBanner(toOrderForm(banner, order));
      showSuccessToast(t('banners.ordering.saved'));
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
      await client.invalidateQueries({ queryKey: bannerKeys.all });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('banners.ordering.title')} size="lg">
      <TextInput
        label={t('banners.ordering.group')}
        description={t('banners.ordering.groupHint')}
        value={groupTag}
        onChange={(e) => setGroupTag(e.currentTarget.value)}
        mb="sm"
      />
      {group.isFetching && !group.data ? (
        <LoadingSpinner size="sm" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('banners.ordering.empty')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('banners.ordering.tableLabel', { group: debounced })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('banners.ordering.drag')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('banners.image')}</Table.Th>
              <Table.Th>{t('banners.titleField')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((b, i) => {
              const image = b.images.find((x) => x.culture === 'tr') ?? b.images[0];
              return (
                <Table.Tr key={b.id} data-testid={`banner-order-${b.id}`} {...dragProps(i, String(b.id))}>
                  <Table.Td>
                    <IconGripVertical size={16} aria-hidden />
                  </Table.Td>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    {image ? <Image src={image.thumbnailUrl} alt="" h={32} w={80} fit="cover" radius="xs" loading="lazy" /> : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{b.title}</Text>
                    <Group gap={4}>
                      {b.countryCode && (
                        <Badge size="xs" variant="outline">
                          {b.countryCode}
                        </Badge>
                      )}
                      {b.categoryName && (
                        <Badge size="xs" variant="outline" color="gray">
                          {b.categoryName}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={2} justify="flex-end" wrap="nowrap">
                      <MoveButtons
                        index={i}
                        count={rows.length}
                        name={b.title}
                        keys={MOVE_KEYS}
                        onMove={(by) => setRows((r) => moved(r, i, by))}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {failed && (
        <Alert color="red" mt="sm">
          {t('banners.ordering.failed')}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={saving} disabled={changes.length === 0}>
          {t('banners.ordering.save')}
        </Button>
      </Group>
    </Modal>
  );
}
