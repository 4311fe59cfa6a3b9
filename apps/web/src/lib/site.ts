/** Site constants until the site settings screen feeds them (spec 01 §2 footer, §9). */
export const SITE = {
  title: 'Dealerport',
  /** The footer's application version (spec 01 §9: the footer line shows 1.1.1). */
  footerVersion: '1.1.1',
  contactPhone: '+90 850 000 00 00',
} as const;
