export { assertPasswordAllowed, getPasswordSettings, isPasswordChangeDue } from './settings.service';
