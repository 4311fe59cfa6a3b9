import type { EmailEventSetting, EmailTemplate, EmailTemplateType } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { adminCategory, pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { CategoryMailTemplatesRoute } from './category-mail-templates';
import { MailTemplateManagementRoute } from './mail-template-management';

const fetchMock = mockFetch();
mockTableMedia();

const setting = (over: Partial<EmailEventSetting> = {}): EmailEventSetting => ({
  id: 1,
  eventName: 'OrderConfirmation',
  isActive: true,
  groupName: 'order',
  categoryId: null,
  categoryName: null,
  ccList: ['sales@example.com'],
  bccList: [],
  ...over,
});
const settings = [setting(), setting({ id: 2, eventName: 'PasswordReset', groupName: 'account', isActive: false, ccList: [] })];
const variant = setting({ id: 7, categoryId: 3, categoryName: 'Jant', ccList: ['rims@example.com'] });
const template = (language: 'tr' | 'de' | 'en', over: Partial<EmailTemplate> = {}): EmailTemplate => ({
  ...setting(),
  language,
  title: `Order {{ docs }} (${language})`,
  body: `Hello {{ name }}, thank you (${language}).`,
  isDefault: true,
  version: 0,
  variables: ['name', 'customer', 'docs'],
  ...over,
});
const templates = [template('tr'), template('de', { isDefault: false, version: 2 }), template('en')];
const types: EmailTemplateType[] = [
  {
    eventName: 'OrderConfirmation',
    groupName: 'order',
    name: 'Order confirmation',
    recipient: 'The user who ordered',
    categorized: true,
    variables: [
      { name: 'name', description: "The recipient's name" },
      { name: 'customer', description: "The dealer's name" },
      { name: 'docs', description: 'The document numbers' },
    ],
  },
  { eventName: 'PasswordReset', groupName: 'account', name: 'Password reset', recipient: 'The user', categorized: false, variables: [] },
];
const UNKNOWN_VARIABLE = 'Line 1 of the body names the variable "nmae", which this email does not give.';

const ALL = ['email-template.list', 'email-template.update'];
const RENDER_ERROR = 'The body template fails with the sample data at line 2: undefined variable: d.docNumbr';
const posts = (path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => init?.method === 'POST' && new URL(String(u), 'http://x').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
const writes = (path: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => init?.method === 'PUT' && new URL(String(u), 'http://x').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
const gets = (path: string) =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }))
    .filter((c) => c.url.pathname === path && (c.init?.method ?? 'GET') === 'GET');

let signedIn: ReturnType<typeof signInWith> | null = null;
const signInAs = (permissions: string[]) => {
  signedIn = signInWith(permissions, { salesman: null });
};

resetAppBeforeEach();
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, signedIn);
    if (url.pathname === '/api/emails/templates/types') return jsonResponse(200, types);
    if (url.pathname === '/api/emails/templates/groups' && method === 'PUT') return jsonResponse(200, settings[0]);
    if (url.pathname === '/api/emails/templates/preview') {
      const body = JSON.parse(String(init?.body));
      if (body.body.includes('d.docNumbr'))
        return jsonResponse(400, { code: 'EMAIL_TEMPLATE_RENDER', message: RENDER_ERROR, details: { line: 2 } });
      return jsonResponse(200, { subject: 'Bestellung SIP-1', html: '<p>Hallo Anna Schmidt</p>', text: 'Hallo Anna Schmidt' });
    }
    if (url.pathname === '/api/emails/templates/test') {
      return jsonResponse(200, {
        ok: true,
        code: 'OK',
        message: 'SMTP mail.example.com:587: the test email was sent to me@example.com.',
        latencyMs: 40,
        checks: [
          {
            target: 'SMTP mail.example.com:587',
            ok: true,
            code: 'MAIL_SENT',
            message: 'SMTP mail.example.com:587: the test email was sent to me@example.com.',
          },
        ],
      });
    }
    if (url.pathname === '/api/emails/templates' && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      if (body.resetToDefault) return jsonResponse(200, template(body.language, { version: 3 }));
      return jsonResponse(200, template(body.language, { title: body.title, body: body.body, isDefault: false, version: 3 }));
    }
    if (url.pathname === '/api/emails/templates') return jsonResponse(200, pageOf(templates));
    if (url.pathname === '/api/emails/groups') {
      return jsonResponse(200, url.searchParams.get('IsCategorizedEmailTemplate') === 'true' ? pageOf([variant]) : pageOf(settings));
    }
    if (url.pathname === '/api/definitions/categories/admin') return jsonResponse(200, [adminCategory({ id: 3, name: 'Jant' })]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/mail-template-management', { timeout: 60_000 }, () => {
  it('is a built screen of the administrators, reached through the router', async () => {
    signInAs(['email-template.list']);
    const router = renderApp('/mail-template-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mail-template-management'));
    expect(await screen.findByRole('heading', { name: 'Email templates', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('lists the events with their group, state and copies; read-only without the update permission', async () => {
    signInAs(['email-template.list']);
    renderWithProviders(<MailTemplateManagementRoute />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Order confirmation')).toBeInTheDocument();
    expect(within(table).getByText('Password reset')).toBeInTheDocument();
    expect(within(table).getByText('sales@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Order')).toBeInTheDocument();
    expect(within(table).getByText('Off')).toBeInTheDocument();
    expect(gets('/api/emails/groups')[0]?.url.searchParams.get('IsCategorizedEmailTemplate')).toBe('false');
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'View Order confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email: Order confirmation' });
    expect(await within(dialog).findByRole('textbox', { name: /^Subject/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save Türkçe' })).not.toBeInTheDocument();
  });

  it('searches and filters by group on the server', async () => {
    signInAs(['email-template.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailTemplateManagementRoute />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'order');
    await waitFor(() => expect(gets('/api/emails/groups').some((c) => c.url.searchParams.get('SearchTerm') === 'order')).toBe(true));
    await user.click(screen.getByRole('textbox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Account', hidden: true }));
    await waitFor(() => expect(gets('/api/emails/groups').some((c) => c.url.searchParams.get('GroupName') === 'account')).toBe(true));
  });

  it('switches an event off from the table', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailTemplateManagementRoute />);
    await user.click(await screen.findByRole('switch', { name: 'Send Order confirmation' }));
    await waitFor(() => expect(writes('/api/emails/templates/groups')).toHaveLength(1));
    expect(writes('/api/emails/templates/groups')[0]).toEqual({
      id: 1,
      eventName: 'OrderConfirmation',
      categoryId: null,
      isActive: false,
      ccList: ['sales@example.com'],
      bccList: [],
    });
  });

  it('edits a language: a variable inserted, the refusal shown inline with its line, then saved with the right body', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailTemplateManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Order confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email: Order confirmation' });
    expect(within(dialog).getByText('Sent to: The user who ordered')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('tab', { name: 'Deutsch' }));
    const panel = within(dialog).getByRole('tabpanel');
    const body = within(panel).getByRole('textbox', { name: /^Text/ });
    expect(body).toHaveValue('Hello {{ name }}, thank you (de).');
    expect(within(panel).getByText('Edited (version 2)')).toBeInTheDocument();

    await user.clear(body);
    await user.type(body, 'Hallo {{{{ nmae }}');
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(400, { code: 'EMAIL_TEMPLATE_UNKNOWN_VARIABLE', message: UNKNOWN_VARIABLE, details: { line: 1, variable: 'nmae' } }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save Deutsch' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(UNKNOWN_VARIABLE);

    await user.clear(body);
    await user.type(body, 'Hallo ');
    await user.click(within(panel).getByRole('button', { name: "Insert customer: The dealer's name" }));
    await waitFor(() => expect(body).toHaveValue('Hallo {{ customer }}'));
    await user.click(within(panel).getByRole('button', { name: 'Save Deutsch' }));
    await waitFor(() => expect(writes('/api/emails/templates')).toHaveLength(2));
    expect(writes('/api/emails/templates')[1]).toEqual({
      id: 1,
      language: 'de',
      title: 'Order {{ docs }} (de)',
      body: 'Hallo {{ customer }}',
    });
  });

  it('resets a language to the built-in text and saves the sending settings with cc and bcc', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailTemplateManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Order confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email: Order confirmation' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(writes('/api/emails/templates')).toHaveLength(1));
    expect(writes('/api/emails/templates')[0]).toEqual({ id: 1, language: 'de', resetToDefault: true });

    await user.type(within(dialog).getByRole('textbox', { name: /^Bcc/ }), 'audit@example.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save sending' }));
    await waitFor(() => expect(writes('/api/emails/templates/groups')).toHaveLength(1));
    expect(writes('/api/emails/templates/groups')[0]).toEqual({
      id: 1,
      eventName: 'OrderConfirmation',
      categoryId: null,
      isActive: true,
      ccList: ['sales@example.com'],
      bccList: ['audit@example.com'],
    });
  });
});

describe('/mail-template-management: preview and test', { timeout: 60_000 }, () => {
  it('previews the text as typed through the server (sample data), shows a broken one’s refusal, and sends a test to myself', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailTemplateManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Order confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email: Order confirmation' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Deutsch' }));
    const panel = within(dialog).getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    const preview = await within(panel).findByRole('region', { name: 'Preview (Deutsch)' });
    expect(within(preview).getByText('Subject: Bestellung SIP-1')).toBeInTheDocument();
    expect(within(preview).getByTitle('Email preview')).toHaveAttribute('srcdoc', '<p>Hallo Anna Schmidt</p>');
    expect(posts('/api/emails/templates/preview')[0]).toEqual({
      id: 1,
      language: 'de',
      title: 'Order {{ docs }} (de)',
      body: 'Hello {{ name }}, thank you (de).',
    });

    const body = within(panel).getByRole('textbox', { name: /^Text/ });
    await user.clear(body);
    await user.type(body, 'x{{{{ d.docNumbr }}');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(RENDER_ERROR);
    expect(within(panel).queryByRole('region', { name: 'Preview (Deutsch)' })).not.toBeInTheDocument();

    await user.clear(body);
    await user.type(body, 'Hallo {{{{ name }}');
    await user.click(within(panel).getByRole('button', { name: 'Send a test to myself' }));
    expect(await within(panel).findByText('SMTP mail.example.com:587: the test email was sent to me@example.com.')).toBeInTheDocument();
    expect(within(panel).getByText('Test email sent')).toBeInTheDocument();
    expect(posts('/api/emails/templates/test')[0]).toMatchObject({ id: 1, language: 'de', body: 'Hallo {{ name }}' });
  });

  it('lets a reader preview but not send a test', async () => {
    signInAs(['email-template.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MailTemplateManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'View Order confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email: Order confirmation' });
    expect(await within(dialog).findByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send a test to myself' })).not.toBeInTheDocument();
  });
});

describe('/category-mail-templates', { timeout: 60_000 }, () => {
  it('lists the category variants and makes a new one for a chosen category', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CategoryMailTemplatesRoute />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Jant')).toBeInTheDocument();
    expect(within(table).getByText('rims@example.com')).toBeInTheDocument();
    expect(gets('/api/emails/groups')[0]?.url.searchParams.get('IsCategorizedEmailTemplate')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'New category variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category variant' });
    await user.click(within(dialog).getByRole('textbox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Jant', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'New category variant' }));
    await waitFor(() => expect(writes('/api/emails/templates/groups')).toHaveLength(1));
    expect(writes('/api/emails/templates/groups')[0]).toEqual({
      eventName: 'OrderConfirmation',
      categoryId: 3,
      isActive: true,
      ccList: [],
      bccList: [],
    });
  });
});
