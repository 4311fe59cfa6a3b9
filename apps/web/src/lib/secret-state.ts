/**
 * A secret field of a settings form (components/SecretField): kept as stored (`keep`, the value is never
 * known here), replaced by a new value (`change`; empty also keeps), or removed on save (`clear`). The
 * server's rules (connection-settings.schemas.ts, mail-settings.schemas.ts): blank or null keeps, a
 * value replaces, `clear<Field>` removes.
 */
export type SecretMode = 'keep' | 'change' | 'clear';
export interface SecretState {
  mode: SecretMode;
  value: string;
}

/** A stored secret starts kept; a missing one starts as an empty input. */
export const initialSecret = (isSet: boolean): SecretState => ({ mode: isSet ? 'keep' : 'change', value: '' });

/** The body fields of one secret: the new value only when one was typed (else null: keep), and whether to clear it. */
export function secretBody(state: SecretState): { value: string | null; clear: boolean } {
  return { value: state.mode === 'change' && state.value ? state.value : null, clear: state.mode === 'clear' };
}
