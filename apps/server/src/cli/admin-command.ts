import { parseArgs } from 'node:util';
import { EmailAddress } from '@tabib/contracts';
import type { Db } from '../db/client.ts';
import { changeRole } from '../features/auth/change-role.ts';

/** `npm run admin`'s arguments and what it does with them; admin.ts runs it. */
const usage = 'Usage: npm run admin -- --email <address of an existing account> --role <admin|patient>';

export interface AdminCommand {
  email: string;
  role: 'admin' | 'patient';
}

/** The command's arguments, or the message that says what is wrong with them. */
export function parseAdminArgs(argv: string[]): AdminCommand | { error: string } {
  let values: { email?: string; role?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${usage}` };
  }
  if (!values.email) return { error: `--email is required.\n${usage}` };
  const email = EmailAddress.safeParse(values.email);
  if (!email.success) return { error: `--email: "${values.email}" is not an e-mail address.\n${usage}` };
  if (values.role === 'doctor') {
    return { error: '--role doctor: doctors join through an application, which an admin approves in the app.' };
  }
  if (values.role !== 'admin' && values.role !== 'patient') {
    return { error: `--role must be admin or patient${values.role ? `, not "${values.role}"` : ''}.\n${usage}` };
  }
  return { email: email.data, role: values.role };
}

/** Runs it against a database; the exit code and what to print. */
export async function runAdminCommand(db: Db, command: AdminCommand): Promise<{ code: number; message: string }> {
  const result = await changeRole(db, command.email, command.role);
  switch (result.outcome) {
    case 'unknown_account':
      return { code: 1, message: `No account has the address ${command.email}. Sign up with it first.` };
    case 'unchanged':
      return { code: 0, message: `${command.email} is already ${result.role}; nothing changed.` };
    case 'changed':
      return {
        code: 0,
        message: `${command.email} is now ${result.to} (was ${result.from}); ${result.sessionsEnded} session(s) ended: it signs in again.`,
      };
  }
}
