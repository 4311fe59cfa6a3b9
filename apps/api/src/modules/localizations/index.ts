export { registerLocalizationRoutes } from './localizations.routes';
export { onTranslationsNotified } from './localizations.service';
