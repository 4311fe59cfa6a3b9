export { registerLocalizationRoutes } from './localizations.routes';
export { translationsSubscriber } from './localizations.service';
