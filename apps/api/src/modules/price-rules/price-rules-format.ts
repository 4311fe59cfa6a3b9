import type { Culture } from '@dealerport/contract';

export type Texts = Record<Culture, string>;

/** Every language's text, blank where none is stored. */
export const textsOf = (texts: Partial<Texts> | null | undefined): Texts => ({
  tr: texts?.tr ?? '',
  de: texts?.de ?? '',
  en: texts?.en ?? '',
});

/**
 * A stored decimal (numeric(14,4) as text) as the answers show it: at least two decimals, no trailing zeros
 * beyond them ("10.0000" -> "10.00", "12.3450" -> "12.345").
 */
export function decimalText(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole}.${kept.length >= 2 ? kept : kept.padEnd(2, '0')}`;
}
