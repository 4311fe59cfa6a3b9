import { createHash } from 'node:crypto';
import { type Culture, type SiteInfo, type SiteSettings, siteInfoOf, type UpdateSiteSettingsBody } from '@dealerport/contract';
import type { Db } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { CachedAnswer } from '../../lib/cached-answer';
import { matchesIfNoneMatch } from '../../lib/feed-answer';
import type { MultipartInput } from '../../lib/multipart';
import { checkImage, removeStored, saveImage } from '../../platform/storage/storage';
import type { SignedInContext } from '../../plugins/context';
import { getImageSettings, readGroup, readGroupVersioned, SITE, writeGroup } from './settings-groups.service';

/*
 * Site settings (spec 02 §3 "Site info") and the public site info built from them (02 §4, §7 Home).
 * Files (logos, favicon) go through the storage boundary (platform/storage: generated names, checked by
 * the image settings); the settings keep only their URLs. A stored URL sent back is kept, null removes
 * it, a file part replaces it; any URL the server did not store is not taken (the schema allows only
 * /uploads/site/ and this checks it is one of the group's own).
 */

export function readSiteSettings(ctx: SignedInContext): Promise<SiteSettings> {
  return readGroup(ctx.db, SITE);
}

/** Every file URL a site settings value refers to. */
function filesOf(s: SiteSettings): string[] {
  return [s.favIcon, s.headerSettings.logo, s.footerSettings.logo, ...s.footerSettings.socialMedia.items.map((i) => i.logo)].filter(
    (u): u is string => Boolean(u),
  );
}

/** The thumbnail saveImage wrote beside a stored image. */
const thumbnailOf = (url: string) => url.replace(/\.(webp|svg)$/, '-thumb.webp');

export async function updateSiteSettings(ctx: SignedInContext, input: MultipartInput<UpdateSiteSettingsBody>): Promise<SiteSettings> {
  const given = input.fields.settings;
  const items = given.footerSettings.socialMedia.items;
  for (const f of input.files) {
    const m = /^socialLogo(\d+)$/.exec(f.fieldname);
    if (m && Number(m[1]) >= items.length) throw new AppError('UNEXPECTED_FILE', { field: f.fieldname });
  }
  // Every file is checked before any is stored: a refused one leaves nothing behind.
  const rules = await getImageSettings(ctx.db);
  for (const f of input.files) checkImage(f, rules);
  const saved = new Map<string, string>();
  try {
    for (const f of input.files) saved.set(f.fieldname, (await saveImage(ctx.config, 'site', f, rules)).url);
  } catch (err) {
    await removeStored(ctx.config, ...[...saved.values()].flatMap((u) => [u, thumbnailOf(u)]));
    throw err;
  }
  let before: SiteSettings | undefined;
  let after: SiteSettings;
  try {
    after = await writeGroup(ctx, SITE, (current) => {
      before = current;
      const own = new Set(filesOf(current));
      // A new file wins; else the URL sent if it is one of ours; else none.
      const file = (field: string, sent: string | null) => saved.get(field) ?? (sent && own.has(sent) ? sent : null);
      return {
        title: given.title,
        description: given.description,
        favIcon: file('favIcon', given.favIcon),
        headerSettings: { logo: file('logo', given.headerSettings.logo), title: given.headerSettings.title },
        footerSettings: {
          logo: file('footerLogo', given.footerSettings.logo),
          socialMedia: {
            title: given.footerSettings.socialMedia.title,
            items: items.map((item, i) => ({ ...item, logo: file(`socialLogo${i}`, item.logo) })),
          },
          contact: given.footerSettings.contact,
        },
        kvkkValue: given.kvkkValue,
        communicationValue: given.communicationValue,
      };
    });
  } catch (err) {
    await removeStored(ctx.config, ...[...saved.values()].flatMap((u) => [u, thumbnailOf(u)]));
    throw err;
  }
  // Files no longer referred to go (after the commit: a failed change keeps them).
  const kept = new Set(filesOf(after));
  const dropped = before ? filesOf(before).filter((u) => !kept.has(u)) : [];
  await removeStored(ctx.config, ...dropped.flatMap((u) => [u, thumbnailOf(u)]));
  return after;
}

/** The site info in `culture` with its strong ETag (null value: the caller has it, 304). */
export async function getSiteInfo(db: Db, culture: Culture, ifNoneMatch: string | undefined): Promise<CachedAnswer<SiteInfo>> {
  const { value } = await readGroupVersioned(db, SITE);
  const info = siteInfoOf(value, culture);
  const etag = `"${createHash('sha256').update(culture).update(JSON.stringify(info)).digest('base64url').slice(0, 27)}"`;
  return { etag, value: matchesIfNoneMatch(ifNoneMatch, etag) ? null : info };
}
