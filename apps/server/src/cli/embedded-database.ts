import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * What `npm run backup` and `npm run restore` share: both work on the embedded database's folder only, and
 * refuse with PostgreSQL's own tool named when DATABASE_URL is set (README "Backups").
 */
export function embeddedDatabaseDir(config: Config, postgresTool: string): string {
  if (config.DATABASE_URL) {
    console.error(`DATABASE_URL is set: use PostgreSQL's own tools, e.g.\n  ${postgresTool}\n(README "Backups").`);
    process.exit(2);
  }
  return path.join(config.DATA_DIR, 'pglite');
}

/** npm runs workspace scripts in the workspace's folder: a relative path means the operator's own folder. */
export function operatorPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
