import { Input } from '@mantine/core';
import Prism from 'prismjs';
import 'prismjs/components/prism-sql';
import EditorModule from 'react-simple-code-editor';
import classes from './SqlEditor.module.css';

/**
 * The editor is a CommonJS module whose component is its `default` export. The development server hands
 * that component to a default import, the production build the whole `module.exports` object: rendering the
 * object was React error #130, and "New SQL task" replaced the page. Take the component either way.
 */
const Editor = ((EditorModule as unknown as { default?: typeof EditorModule }).default ?? EditorModule) as typeof EditorModule;

interface Props {
  id: string;
  label: string;
  description?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
}

const highlight = (code: string) => Prism.highlight(code, Prism.languages.sql!, 'sql');

/** A SQL text area with syntax highlighting (Prism's SQL grammar); a plain textarea underneath for keyboards and readers. */
export function SqlEditor({ id, label, description, error, value, onChange }: Props) {
  const described = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk id={id}>
      <div className={classes.editor} data-invalid={error ? true : undefined}>
        <Editor
          value={value}
          onValueChange={onChange}
          highlight={highlight}
          padding={10}
          textareaId={id}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          spellCheck={false}
          className={classes.code}
          style={{ minHeight: 160 }}
        />
      </div>
    </Input.Wrapper>
  );
}
