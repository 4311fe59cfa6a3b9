export { type ErpHandOffTarget, getErpHandOffTarget, isErpHandOffConfigured } from './connection-settings.service';
export { getMailTarget, isMailDeliveryConfigured, mailTargetInForce, sendTestMail } from './mail-settings.service';
export {
  getPaymentProviderSettings,
  type PaymentProviderSettings,
  readPaymentSettings,
  updatePaymentSettings,
  writeDemoPaymentSettings,
} from './payment-settings.service';
export { registerSettingsRoutes } from './settings.routes';
export { assertPasswordAllowed, getPasswordSettings, isPasswordChangeDue } from './settings.service';
export { settingsSubscriber } from './settings-cache';
export { distributorDay, distributorTimeZone, getImageSettings, readGeneralSettings } from './settings-groups.service';
export { getSiteInfo } from './site-settings.service';
