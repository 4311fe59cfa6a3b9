import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';

/**
 * Input props whose error is translated: the contract's schemas carry i18n keys as messages
 * (for example validation.passwordMin), each rule with its own key.
 */
export function translatedInputProps<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  path: Extract<keyof V, string>,
  t: TFunction,
) {
  const props = form.getInputProps(path);
  const error = props.error ? t(String(props.error)) : undefined;
  // PasswordInput does not mark its inner input invalid by itself; screen readers need it
  return { ...props, error, 'aria-invalid': Boolean(error) };
}
