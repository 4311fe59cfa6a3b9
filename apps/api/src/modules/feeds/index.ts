export { registerFeedRoutes } from './feeds.routes';
