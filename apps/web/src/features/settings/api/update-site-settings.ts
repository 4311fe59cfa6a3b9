import { type SiteSettingsInput, settingsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { SITE_INFO_KEY } from '../../../lib/site';
import { settingsKeys } from './keys';

/** The new files of a site settings change, by their multipart field (logo, favIcon, footerLogo, socialLogo0…). */
export type SiteSettingsFiles = Record<string, File | null | undefined>;

/**
 * PUT /api/commons/siteSettings (multipart): the settings as JSON in the field `settings` (stored file
 * URLs kept, null removes one), each new file as its own part. A refusal shows in the form.
 */
export function updateSiteSettings({ settings, files }: { settings: SiteSettingsInput; files: SiteSettingsFiles }) {
  const form = new FormData();
  form.append('settings', JSON.stringify(settings));
  for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
  return callApiMultipart(settingsApi.updateSiteSettings, { form }, { notifyBadRequest: false });
}

export function useUpdateSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      client.setQueryData(settingsKeys.site(), saved);
      // the header, footer, title and favicon of this tab show the change at once
      void client.invalidateQueries({ queryKey: SITE_INFO_KEY });
    },
  });
}
