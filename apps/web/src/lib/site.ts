import { homeApi, type SiteInfo } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from './api-client';
import { useLocaleStore } from './stores/locale-store';

/** Built-in site constants: what shows while the site info loads or when it fails (spec 01 §2 footer, §9). */
export const SITE = {
  title: 'Dealerport',
  /** The footer's application version (spec 01 §9: the footer line shows 1.1.1). */
  footerVersion: '1.1.1',
  contactPhone: '+90 850 000 00 00',
} as const;

/** Whether an answer has the site info's shape (a proxy's error page must not break the header). */
function isSiteInfo(value: unknown): value is SiteInfo {
  const v = value as SiteInfo | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.title === 'string' &&
    typeof v.headerSettings === 'object' &&
    typeof v.footerSettings?.contact?.phoneNumber === 'string' &&
    Array.isArray(v.footerSettings?.socialMedia?.items)
  );
}

/** The site info's queries, every language (the site settings' save drops them). */
export const SITE_INFO_KEY = ['site-info'] as const;

/** GET /api/home/site-infos (public; the browser revalidates it by its ETag). */
export const siteInfoQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...SITE_INFO_KEY, locale] as const,
    queryFn: async ({ signal }) => {
      const info: unknown = await callApi(homeApi.getSiteInfos, {}, { signal, notifyBadRequest: false });
      if (!isSiteInfo(info)) throw new Error('site info: unexpected answer');
      return info;
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** Spec 02 §4 "Site info load". */
export type SiteInfoState = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What the header, footer, title, favicon and consents show: the site info, else the built-in texts. */
export interface SiteIdentity {
  state: SiteInfoState;
  title: string;
  description: string;
  favIcon: string | null;
  headerLogo: string | null;
  headerTitle: string;
  footerLogo: string | null;
  socialTitle: string;
  socialItems: SiteInfo['footerSettings']['socialMedia']['items'];
  contactTitle: string;
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  kvkkValue: string;
  communicationValue: string;
}

export function useSiteIdentity(): SiteIdentity {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const query = useQuery(siteInfoQueryOptions(locale));
  const info = query.data;
  const state: SiteInfoState = info ? 'succeeded' : query.isError ? 'failed' : query.fetchStatus === 'fetching' ? 'loading' : 'idle';
  return {
    state,
    title: info?.title || SITE.title,
    description: info?.description || t('app.tagline'),
    favIcon: info?.favIcon ?? null,
    headerLogo: info?.headerSettings.logo ?? null,
    headerTitle: info?.headerSettings.title || SITE.title,
    footerLogo: info?.footerSettings.logo ?? null,
    socialTitle: info?.footerSettings.socialMedia.title ?? '',
    socialItems: info?.footerSettings.socialMedia.items ?? [],
    contactTitle: info?.footerSettings.contact.title || t('footer.contactTitle'),
    contactPhone: info ? info.footerSettings.contact.phoneNumber : SITE.contactPhone,
    contactEmail: info?.footerSettings.contact.email ?? '',
    contactAddress: info?.footerSettings.contact.address ?? '',
    kvkkValue: info?.kvkkValue || t('signUp.kvkkConsent'),
    communicationValue: info?.communicationValue || t('signUp.communicationConsent'),
  };
}

/** The document title and favicon from the site info (the built-in ones until it arrives). */
export function useSiteHead(): void {
  const { title, favIcon } = useSiteIdentity();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    link.href = favIcon ?? '/favicon.svg';
    link.type = favIcon?.endsWith('.svg') || !favIcon ? 'image/svg+xml' : 'image/webp';
  }, [favIcon]);
}
