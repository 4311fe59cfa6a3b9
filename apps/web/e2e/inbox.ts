import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server the portal sends to (`SMTP_URL`), keeping every message it receives. */
export interface Inbox {
  /** For the portal's SMTP_URL. */
  url: string;
  /**
   * The first message to `to` (containing `needle`, if given), raw with quoted-printable soft line
   * breaks joined and `=3D` read as `=`, so links and subjects can be matched; waits up to a minute.
   */
  waitFor(to: string, needle?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(to, needle) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const mail = received.find((m) => m.includes(to) && (needle === undefined || m.includes(needle)));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}${needle ? ` with "${needle}"` : ''} (${received.length} received)`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
