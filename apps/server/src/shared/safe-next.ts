const probe = 'http://tabib.invalid';

/**
 * Where to land after signing in: a path on this site, else "/". Parsing it as a browser would catches
 * "//host", "/\host" and tab or newline tricks, and re-serialising percent-encodes what a header cannot carry.
 */
export function safeNextPath(next: string | undefined): string {
  if (!next || next.length > 2000 || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, probe);
  } catch {
    return '/';
  }
  if (url.origin !== probe) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
