export { registerSettingsRoutes } from './settings.routes';
export { assertPasswordAllowed, getPasswordSettings, isPasswordChangeDue } from './settings.service';
