import type { Banner, HomeBannersQuery, HomeBundle, SelectableCustomer, SiteInfo } from '@dealerport/contract';
import type { CachedAnswer } from '../../lib/cached-answer';
import type { CustomerContext, RequestContext, SignedInContext } from '../../plugins/context';
import * as banners from '../banners';
import * as bundles from '../bundles';
import * as customers from '../customers';
import * as settings from '../settings';

/** GET /api/home/customers: the customers the caller may pick (spec 01 §2 selection modal); the customers area's scope rule. */
export function listSelectableCustomers(ctx: SignedInContext): Promise<SelectableCustomer[]> {
  return customers.listSelectableCustomers(ctx);
}

/** GET /api/home/site-infos: the site settings in the caller's language (spec 02 §7 Home), public, with an ETag. */
export function getSiteInfos(ctx: RequestContext, ifNoneMatch: string | undefined): Promise<CachedAnswer<SiteInfo>> {
  return settings.getSiteInfo(ctx.db, ctx.culture, ifNoneMatch);
}

/** GET /api/home/banners/{groupTag}: the group's banners as the caller sees them now (the banners area's rule). */
export function listHomeBanners(ctx: SignedInContext, groupTag: string, query: HomeBannersQuery): Promise<Banner[]> {
  return banners.listHomeBanners(ctx, groupTag, query);
}

/** GET /api/home/bundles/{tag}: the bundle's products as the acting customer sees them (the bundles area's rule). */
export function getHomeBundle(ctx: CustomerContext, tag: string): Promise<HomeBundle> {
  return bundles.getHomeBundle(ctx, tag);
}
