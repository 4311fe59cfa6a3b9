import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useState } from 'react';
import { useCodeSuggestions } from '../api/search-product-codes';

/** The header search's pause: suggestions are asked once typing stops this long. */
const SUGGEST_DEBOUNCE_MS = 300;
const MAX_SUGGESTIONS = 8;

interface CodeFieldProps {
  value: string;
  /** The field's accessible name ("Product code, line 3"). */
  'aria-label': string;
  /** A visible label (the phone's cards); the table's header names the column instead. */
  label?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (text: string) => void;
  /** A suggestion taken: its code replaces the text. */
  onTake: (code: string) => void;
  /** Enter with no suggestion highlighted: on to the next row. */
  onEnter: () => void;
  /** Text with several lines (or cells) pasted: answers whether it was taken as pad lines. */
  onPasteLines: (text: string) => boolean;
}

/**
 * A pad row's code: a text field that suggests products as the dealer types (the header search's call, from
 * 3 characters, once typing pauses). Arrows walk the suggestions and Enter takes the highlighted one;
 * Enter without one moves on to the next row. Pasted lines from a sheet become rows.
 */
export function CodeField({ value, label, placeholder, inputRef, onChange, onTake, onEnter, onPasteLines, ...rest }: CodeFieldProps) {
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useCodeSuggestions(focused ? debounced : '');
  const options = (suggestions.data ?? []).filter((p) => p.code !== value.trim()).slice(0, MAX_SUGGESTIONS);
  // open only with something to show: an empty list is no popup to announce
  const combobox = useCombobox({
    opened: wanted && focused && options.length > 0,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // a highlighted suggestion: the combobox takes it (its own handler runs after this one)
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    setWanted(false);
    onEnter();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n\t]/.test(text.trim())) return;
    if (onPasteLines(text)) event.preventDefault();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(code) => {
        setWanted(false);
        onTake(code);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          role="combobox"
          aria-autocomplete="list"
          label={label}
          aria-label={rest['aria-label']}
          placeholder={placeholder}
          value={value}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setWanted(true);
            combobox.resetSelectedOption();
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setWanted(false);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {options.map((p) => (
            <Combobox.Option value={p.code} key={p.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {p.code}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {p.name}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
