import { loadConfigOrExit } from '../config.ts';
import { callRunningServer, findRunningServer } from '../control-channel.ts';
import { openDatabase } from '../db/client.ts';
import { parseAdminArgs, runAdminCommand } from './admin-command.ts';

/**
 * `npm run admin -- --email someone@example.com --role admin`: gives an existing account the admin role (or
 * takes it back with `--role patient`) and ends every session of that account. The only way to make an
 * existing account an admin: ADMIN_EMAIL never promotes one (decision 018).
 *
 * On PostgreSQL it writes to the database, which every server process reads on each request, so it takes
 * effect at once. On the embedded database a running server holds the files: the change goes through that
 * server's control channel (control-channel.ts, decision 036), and when the server cannot be reached the
 * command refuses rather than change a copy the server would not see.
 */
const command = parseAdminArgs(process.argv.slice(2));
if ('error' in command) {
  console.error(command.error);
  process.exit(2);
}
const config = loadConfigOrExit();

const running = config.DATABASE_URL ? null : findRunningServer(config.DATA_DIR);
if (running) {
  let answer: { code: number; message: string };
  try {
    const res = await callRunningServer(running, 'POST', '/role', command);
    answer = (await res.json()) as { code: number; message: string };
  } catch (error) {
    answer = {
      code: 1,
      message:
        `The Tabib server running on ${config.DATA_DIR} (process ${running.pid}) did not answer (${(error as Error).message}); ` +
        'nothing was changed. Try again once it is serving, or stop it and run the command again.',
    };
  }
  (answer.code === 0 ? console.log : console.error)(answer.message);
  process.exitCode = answer.code;
} else {
  const database = openDatabase(config);
  try {
    await database.migrate();
    const { code, message } = await runAdminCommand(database.db, command);
    (code === 0 ? console.log : console.error)(message);
    process.exitCode = code;
  } finally {
    await database.close();
  }
}
