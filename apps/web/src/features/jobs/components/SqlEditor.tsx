import { Input } from '@mantine/core';
import Prism from 'prismjs';
import 'prismjs/components/prism-sql';
import Editor from 'react-simple-code-editor';
import classes from './SqlEditor.module.css';

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
