/** A country's name in the interface language, falling back to its code. */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
