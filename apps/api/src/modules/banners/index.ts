export { BANNERS_CHANNEL, BannerCache, registerBannerCache } from './banner-cache';
export { registerBannerRoutes } from './banners.routes';
export { listHomeBanners } from './banners.service';
