import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { parseAdminArgs, runAdminCommand } from './admin-command.ts';

/**
 * `npm run admin -- --email someone@example.com --role admin`: gives an existing account the admin role (or
 * takes it back with `--role patient`) and ends every session of that account. The only way to make an
 * existing account an admin: ADMIN_EMAIL never promotes one (decision 018).
 */
const command = parseAdminArgs(process.argv.slice(2));
if ('error' in command) {
  console.error(command.error);
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const database = openDatabase(config);
try {
  await database.migrate();
  const { code, message } = await runAdminCommand(database.db, command);
  (code === 0 ? console.log : console.error)(message);
  process.exitCode = code;
} finally {
  await database.close();
}
