/**
 * The permission catalogue (spec 02 §6): list/create/update/delete per area, as concrete codes.
 * A role holds codes; a route names a permission group; a group is satisfied by any of its codes.
 */
export const PERMISSION_AREAS = [
  { area: 'user', name: { tr: 'Kullanıcılar', de: 'Benutzer', en: 'Users' }, actions: ['list', 'create', 'update', 'delete'] },
  { area: 'role', name: { tr: 'Roller', de: 'Rollen', en: 'Roles' }, actions: ['list', 'create', 'update', 'delete'] },
  { area: 'setting', name: { tr: 'Ayarlar', de: 'Einstellungen', en: 'Settings' }, actions: ['list', 'update'] },
  { area: 'integration', name: { tr: 'Entegrasyon', de: 'Integration', en: 'Integration' }, actions: ['list', 'update', 'execute'] },
  { area: 'bundle', name: { tr: 'Paketler', de: 'Bündel', en: 'Bundles' }, actions: ['list', 'create', 'update', 'delete'] },
  { area: 'banner', name: { tr: 'Bannerlar', de: 'Banner', en: 'Banners' }, actions: ['list', 'create', 'update', 'delete'] },
  {
    area: 'customer-access',
    name: { tr: 'Müşteri ürün yetkileri', de: 'Kunden-Produktrechte', en: 'Customer product access' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'salesman-limit',
    name: { tr: 'Plasiyer limitleri', de: 'Verkäuferlimits', en: 'Salesman limits' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'product-additional-detail',
    name: { tr: 'Ürün ek özellikleri', de: 'Zusätzliche Produktangaben', en: 'Product additional details' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'config',
    name: { tr: 'Yapılandırma', de: 'Konfiguration', en: 'Configuration' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'email-template',
    name: { tr: 'E-posta şablonları', de: 'E-Mail-Vorlagen', en: 'Email templates' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  { area: 'document', name: { tr: 'Dokümanlar', de: 'Dokumente', en: 'Documents' }, actions: ['list', 'create', 'update', 'delete'] },
  { area: 'report-order', name: { tr: 'Sipariş raporu', de: 'Bestellbericht', en: 'Order report' }, actions: ['list'] },
  { area: 'report-product', name: { tr: 'Ürün raporu', de: 'Produktbericht', en: 'Product report' }, actions: ['list'] },
  { area: 'report-customer', name: { tr: 'Müşteri raporu', de: 'Kundenbericht', en: 'Customer report' }, actions: ['list'] },
  {
    area: 'report-product-image',
    name: { tr: 'Ürün görsel raporu', de: 'Produktbildbericht', en: 'Product image report' },
    actions: ['list'],
  },
  {
    area: 'order-parameter',
    name: { tr: 'Sipariş parametreleri', de: 'Bestellparameter', en: 'Order parameters' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'category-map',
    name: { tr: 'Kategori eşleştirme', de: 'Kategoriezuordnung', en: 'Category mapping' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  { area: 'warehouse', name: { tr: 'Depolar', de: 'Lager', en: 'Warehouses' }, actions: ['list', 'create', 'update', 'delete'] },
  {
    area: 'warehouse-target',
    name: { tr: 'Depo yönlendirme', de: 'Lagerzuordnung', en: 'Warehouse routing' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'configuration-email',
    name: { tr: 'E-posta ayarları', de: 'E-Mail-Einstellungen', en: 'Email settings' },
    actions: ['list', 'update'],
  },
  {
    area: 'configuration-logo-rest',
    name: { tr: 'ERP bağlantısı', de: 'ERP-Verbindung', en: 'ERP connection' },
    actions: ['list', 'update'],
  },
  {
    area: 'configuration-payment',
    name: { tr: 'Ödeme ayarları', de: 'Zahlungseinstellungen', en: 'Payment settings' },
    actions: ['list', 'update'],
  },
  {
    area: 'configuration-ftp',
    name: { tr: 'Dosya sunucusu ayarları', de: 'Dateiserver-Einstellungen', en: 'File server settings' },
    actions: ['list', 'update'],
  },
  {
    area: 'configuration-site',
    name: { tr: 'Site ayarları', de: 'Website-Einstellungen', en: 'Site settings' },
    actions: ['list', 'update'],
  },
  {
    area: 'configuration-password-setting',
    name: { tr: 'Şifre ayarları', de: 'Passworteinstellungen', en: 'Password settings' },
    actions: ['list', 'update'],
  },
  {
    area: 'scheduled-job',
    name: { tr: 'Zamanlanmış görevler', de: 'Geplante Aufgaben', en: 'Scheduled jobs' },
    actions: ['list', 'update', 'execute'],
  },
  {
    area: 'customer-registration',
    name: { tr: 'Bayi başvuruları', de: 'Händleranmeldungen', en: 'Dealer registrations' },
    actions: ['list', 'update', 'delete'],
  },
  { area: 'configurator', name: { tr: 'Jant konfigüratörü', de: 'Felgenkonfigurator', en: 'Wheel configurator' }, actions: ['show'] },
  { area: 'customer', name: { tr: 'Müşteriler', de: 'Kunden', en: 'Customers' }, actions: ['list', 'select', 'update'] },
  { area: 'salesman', name: { tr: 'Plasiyerler', de: 'Verkäufer', en: 'Salesmen' }, actions: ['list', 'update'] },
  { area: 'order', name: { tr: 'Siparişler', de: 'Bestellungen', en: 'Orders' }, actions: ['list', 'cancel'] },
  {
    area: 'payment-pos',
    name: { tr: 'Sanal POS tanımları', de: 'POS-Konfiguration', en: 'POS configuration' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'price-rule',
    name: { tr: 'Fiyat listeleri ve kampanyalar', de: 'Preislisten und Aktionen', en: 'Price lists and campaigns' },
    actions: ['list', 'create', 'update', 'delete'],
  },
  {
    area: 'localization',
    name: { tr: 'Dil kaynakları', de: 'Sprachressourcen', en: 'Language resources' },
    actions: ['list', 'update', 'reload'],
  },
] as const;

type Area = (typeof PERMISSION_AREAS)[number];
export type PermissionCode = { [A in Area as A['area']]: `${A['area']}.${A['actions'][number]}` }[Area['area']];

export const PERMISSION_CODES: PermissionCode[] = PERMISSION_AREAS.flatMap((a) =>
  a.actions.map((action) => `${a.area}.${action}` as PermissionCode),
);

/**
 * Permission groups named by routes (spec 01 §6). A caller satisfies a group by holding any of its codes.
 * `selectedCustomer` and `selectCustomerNotAllowed` are markers handled by the router, not codes.
 */
export const PERMISSION_GROUPS = {
  userList: ['user.list'],
  // The screen's sections: integration keys and sync, the ERP connection, the storage server.
  integrationSettingsList: ['integration.list', 'configuration-logo-rest.list', 'configuration-ftp.list'],
  settingsList: ['setting.list'],
  roleList: ['role.list'],
  configurationPasswordSettings: ['configuration-password-setting.list'],
  customerAccessList: ['customer-access.list'],
  bundleManagementList: ['bundle.list'],
  salesmanLimitList: ['salesman-limit.list'],
  scheduledQueryList: ['scheduled-job.list'],
  bannerManagementList: ['banner.list'],
  additionalDetailList: ['product-additional-detail.list'],
  configurationList: ['config.list'],
  emailTemplatesList: ['email-template.list'],
  configuratorList: ['configurator.show'],
  reportProductList: ['report-product.list'],
  reportCustomerList: ['report-customer.list'],
  reportOrderList: ['report-order.list'],
  productImageReportList: ['report-product-image.list'],
  documentsList: ['document.list'],
  orderParameterList: ['order-parameter.list'],
  categoryMapList: ['category-map.list'],
  wareHouseTargetList: ['warehouse-target.list'],
  customerRegisterList: ['customer-registration.list'],
  customerSelect: ['customer.select'],
  // Our extension: the translation editor (/translations).
  localizationList: ['localization.list'],
  // Our extension: the campaign and price-list screens (/admin/campaigns, /admin/price-lists).
  priceRuleList: ['price-rule.list'],
} as const satisfies Record<string, readonly PermissionCode[]>;
export type PermissionGroupName = keyof typeof PERMISSION_GROUPS;

export function hasGroup(permissions: readonly string[], group: PermissionGroupName): boolean {
  return PERMISSION_GROUPS[group].some((code) => permissions.includes(code));
}

/** Role types: what kind of person a role is for. */
export const ROLE_TYPES = ['admin', 'staff', 'salesman', 'dealer'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
