import type { EmailTemplate, EmailTemplateType } from '@dealerport/contract';
import { Badge, Button, Group, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionTestResultView } from '../../../components/ConnectionTestResultView';
import { MutationError } from '../../../components/MutationForm';
import { showSuccessToast } from '../../../lib/notify';
import { usePreviewEmailTemplate } from '../api/preview-email-template';
import { useSendTestEmailTemplate } from '../api/send-test-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { insertAt, variableToken } from '../lib/email-templates';
import { EmailPreview } from './EmailPreview';

interface TemplateEditorProps {
  template: EmailTemplate;
  /** The event's variables with their descriptions (from the types call). */
  variables: EmailTemplateType['variables'];
  canUpdate: boolean;
  languageName: string;
}

/** One language's subject and body of an event setting, with its variables to insert; saved or reset to the built-in text. */
export function TemplateEditor({ template, variables, canUpdate, languageName }: TemplateEditorProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // the field a variable goes into: the one last focused, the body to begin with
  const target = useRef<'title' | 'body'>('body');
  const save = useUpdateEmailTemplate();
  const preview = usePreviewEmailTemplate();
  const sendTest = useSendTestEmailTemplate();
  const typed = { id: template.id, language: template.language, title, body };

  const insert = (name: string) => {
    const field = target.current === 'title' ? titleRef.current : bodyRef.current;
    const current = target.current === 'title' ? title : body;
    const next = insertAt(current, field?.selectionStart ?? null, field?.selectionEnd ?? null, variableToken(name));
    if (target.current === 'title') setTitle(next.value);
    else setBody(next.value);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { id: template.id, language: template.language, title, body },
      { onSuccess: () => showSuccessToast(t('emailTemplates.saved', { language: languageName })) },
    );
  };
  const reset = () =>
    save.mutate(
      { id: template.id, language: template.language, resetToDefault: true },
      {
        onSuccess: (answer) => {
          setTitle(answer.title);
          setBody(answer.body);
          showSuccessToast(t('emailTemplates.resetDone', { language: languageName }));
        },
      },
    );

  const showPreview = () => {
    sendTest.reset();
    preview.mutate(typed);
  };
  const runTest = () => {
    preview.reset();
    sendTest.mutate(typed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={template.isDefault ? 'gray' : 'blue'}>
            {template.isDefault ? t('emailTemplates.isDefault') : t('emailTemplates.edited', { version: template.version })}
          </Badge>
        </Group>
        <MutationError error={save.error} />
        <TextInput
          ref={titleRef}
          label={t('emailTemplates.subject')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          onFocus={() => {
            target.current = 'title';
          }}
          readOnly={!canUpdate}
          required
        />
        <Textarea
          ref={bodyRef}
          label={t('emailTemplates.body')}
          description={t('emailTemplates.bodyHint')}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          onFocus={() => {
            target.current = 'body';
          }}
          readOnly={!canUpdate}
          autosize
          minRows={8}
          maxRows={20}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`vars-${template.id}-${template.language}`}>
            {t('emailTemplates.variables')}
          </Text>
          <Group gap={6} role="group" aria-labelledby={`vars-${template.id}-${template.language}`}>
            {variables.map((v) => (
              <Tooltip key={v.name} label={v.description}>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={!canUpdate}
                  aria-label={t('emailTemplates.insertVariable', { name: v.name, description: v.description })}
                  onClick={() => insert(v.name)}
                >
                  {variableToken(v.name)}
                </Button>
              </Tooltip>
            ))}
          </Group>
        </Stack>
        <MutationError error={preview.error ?? sendTest.error} />
        {preview.data && !preview.isPending && <EmailPreview preview={preview.data} languageName={languageName} />}
        {sendTest.data && !sendTest.isPending && (
          <ConnectionTestResultView result={sendTest.data} okTitle={t('mailSettings.testOk')} failedTitle={t('mailSettings.testFailed')} />
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="light" onClick={showPreview} loading={preview.isPending}>
            {t('emailTemplates.preview')}
          </Button>
          {canUpdate && (
            <Button variant="light" onClick={runTest} loading={sendTest.isPending}>
              {t('emailTemplates.sendTest')}
            </Button>
          )}
        </Group>
        {canUpdate && (
          <Group justify="flex-end" mt="xs">
            <Button
              variant="default"
              onClick={reset}
              disabled={template.isDefault}
              loading={save.isPending && save.variables?.resetToDefault}
            >
              {t('emailTemplates.resetToDefault')}
            </Button>
            <Button type="submit" loading={save.isPending && !save.variables?.resetToDefault}>
              {t('emailTemplates.saveTemplate', { language: languageName })}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
