/** Demo doctors in every test database: enough for paging and filters, small enough to copy fast. */
export const TEST_DOCTORS = 60;

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Database creation must run connected to some other database than the one being created. */
export function adminUrl(base: string): string {
  return databaseUrl(base, new URL(base).pathname.slice(1) || 'postgres');
}
