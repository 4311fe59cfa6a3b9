import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The kinds the image pipeline may take (the image settings decide which it does). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** A URL to show a chosen file before it is sent (none where the browser cannot make one, e.g. tests). */
export function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

interface ImageFileFieldProps {
  label: string;
  description?: string;
  /** The stored file's URL (null: none). */
  stored: string | null;
  /** The file chosen to replace it. */
  file: File | null;
  /** What shows now (the chosen file's preview URL, else the stored one). */
  shownUrl: string | null;
  onFile: (file: File | null) => void;
  onRemove: () => void;
  readOnly: boolean;
}

/** A logo or favicon: what is stored (small preview), a file to replace it, and a button to remove it. */
export function ImageFileField({ label, description, stored, file, shownUrl, onFile, onRemove, readOnly }: ImageFileFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <FileInput
          label={label}
          description={description}
          accept={IMAGE_ACCEPT}
          clearable
          disabled={readOnly}
          placeholder={stored ? t('siteSettings.replaceFile') : t('siteSettings.chooseFile')}
          leftSection={<IconPhotoUp size={16} aria-hidden />}
          value={file}
          onChange={onFile}
          style={{ flex: 1 }}
        />
        {!readOnly && (stored || file) && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {t('siteSettings.removeFile')}
          </Button>
        )}
      </Group>
      {shownUrl ? (
        <Image src={shownUrl} alt={label} h={32} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />
      ) : (
        <Text size="xs" c="dimmed">
          {t('siteSettings.builtInImage')}
        </Text>
      )}
    </Stack>
  );
}
