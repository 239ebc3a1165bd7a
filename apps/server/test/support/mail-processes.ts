import { afterAll, beforeAll } from 'vitest';
import { copyTemplateDatabase, type DatabaseCopy } from './database-copies.ts';
import { isReady, startServerProcess, waitFor, type ServerProcess } from './server-process.ts';
import { freePort, startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { testEngine } from './test-db.ts';

export interface MailProcesses {
  /** The file's own copy of the template database. */
  readonly copy: DatabaseCopy;
  /** The port the servers send mail to; an inbox (or a stalling server) is started on it when wanted. */
  readonly smtpPort: number;
  /** The environment of a server process that mails to `smtpPort`. */
  env(): Record<string, string>;
  /** A compiled server process on the copy, stopped after the file; `ready` waits for /readyz. */
  start(options?: { ready?: boolean }): Promise<ServerProcess>;
  /** A local SMTP inbox on `smtpPort`, closed after the file. */
  openInbox(): Promise<SmtpInbox>;
}

/**
 * Real server processes mailing a real local SMTP server, for the outbox's reliability tests: registers the
 * file's setup and clean-up, and gives what each test starts.
 */
export function useMailProcesses(): MailProcesses {
  let copy: DatabaseCopy | undefined;
  let smtpPort = 0;
  const servers: ServerProcess[] = [];
  const inboxes: SmtpInbox[] = [];

  beforeAll(async () => {
    copy = await copyTemplateDatabase(testEngine);
    smtpPort = await freePort();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await Promise.all(inboxes.map((i) => i.close()));
    await copy?.remove();
  });

  const processes: MailProcesses = {
    get copy() {
      if (!copy) throw new Error('useMailProcesses: the database copy is made in beforeAll');
      return copy;
    },
    get smtpPort() {
      return smtpPort;
    },
    env: () => ({ ...processes.copy.serverEnv, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }),
    async start({ ready = true } = {}) {
      const server = await startServerProcess(processes.env());
      servers.push(server);
      if (ready) await waitFor('readyz', () => isReady(server.url), 60_000);
      return server;
    },
    async openInbox() {
      const inbox = await startSmtpInbox(smtpPort);
      // A test may close its inbox (the mail server going down); the clean-up then leaves it alone.
      let closed: Promise<void> | undefined;
      const once: SmtpInbox = { ...inbox, close: () => (closed ??= inbox.close()) };
      inboxes.push(once);
      return once;
    },
  };
  return processes;
}
