/**
 * A process killed (kill -9) while it is sending a mail (the SMTP server has taken the message and not yet
 * answered) leaves the job claimed only for the short lease (decision 036): the restarted process sends
 * it within 30 s of its restart, once. Both engines, real processes, real SMTP servers.
 */
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { enqueueMail } from '../src/outbox/index.ts';
import { useMailProcesses } from './support/mail-processes.ts';
import { waitFor } from './support/server-process.ts';
import { testEngine } from './support/test-db.ts';

const processes = useMailProcesses();

/** An SMTP server that takes the message and never answers it: the sender stays mid-send. */
async function startStallingSmtp(port: number) {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream) {
      stream.on('data', () => {});
      stream.on('end', () => received++); // and no callback: no answer
    },
  });
  smtp.listen(port, '127.0.0.1');
  await once(smtp.server, 'listening');
  return {
    received: () => received,
    close: () => {
      smtp.server.close();
      for (const socket of (smtp as unknown as { connections: Set<{ close(): void }> }).connections) socket.close();
    },
  };
}

describe(`a sender killed mid-send (${testEngine})`, () => {
  it('leaves the mail to the restarted process, which sends it within 30 s, once', async () => {
    const to = 'killed-mid-send@example.com';
    const setup = processes.copy.open();
    await enqueueMail(setup.db, { message: { to, subject: 'Mid-send', text: 'Hello' } });
    await setup.close();

    const stalling = await startStallingSmtp(processes.smtpPort);
    const first = await processes.start({ ready: false });
    await waitFor('the message handed to the mail server', async () => stalling.received() > 0, 30_000);
    await first.kill();
    stalling.close();

    const restartedAt = Date.now();
    const received = await processes.openInbox();
    await processes.start();
    await waitFor('the mail after the restart', async () => received.to(to).length > 0, 30_000);
    expect(Date.now() - restartedAt).toBeLessThan(30_000);
    await new Promise((r) => setTimeout(r, 2_000)); // a second copy would show by now
    expect(received.to(to)).toHaveLength(1);
  }, 120_000);
});
