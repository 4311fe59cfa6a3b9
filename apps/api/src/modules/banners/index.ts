export { bannersSubscriber } from './banner-cache';
export { registerBannerRoutes } from './banners.routes';
export { listHomeBanners } from './banners.service';
