export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, otherwise the text. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  ms: number;
}

/** One real HTTP request (fetch) to a server process; JSON in and out. */
export async function http(
  base: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return {
    status: res.status,
    headers: res.headers,
    body: json && text ? JSON.parse(text) : text,
    ms: Date.now() - started,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
