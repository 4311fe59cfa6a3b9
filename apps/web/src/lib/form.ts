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
  return { ...props, error: props.error ? t(String(props.error)) : undefined };
}
