/** Where to go after signing in: only a path on this site ("/x"), never "//host" or a full URL. */
export function safeNext(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

export function loginPath(current: string): string {
  return `/login?next=${encodeURIComponent(current)}`;
}
