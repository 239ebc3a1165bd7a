import { expect, test } from '@playwright/test';
import { compatPageOrigins } from '../compat-origins.ts';

/**
 * The spec's own web client runs on another origin and calls its chatbot with `credentials: "include"`.
 * A page on an origin listed in COMPAT_ORIGINS gets the answers; a page on any other origin cannot read a
 * credentialed answer (the browser refuses it), though uncredentialed calls still work from anywhere.
 */

const appPort = Number(process.env.E2E_PORT ?? 4173);
const pages = compatPageOrigins(appPort);

interface ChatRun {
  ok: boolean;
  start?: { session_id: string; response: string; language: string };
  chat?: { session_id: string; response: string; options?: string[] };
  error?: string;
}

/** The spec client's chatbot calls, as it makes them: JSON bodies, credentials included. */
function runChat(api: string, language: 'en' | 'ar', credentials: RequestCredentials): Promise<ChatRun> {
  return (async () => {
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${api}/compat/chatbot${path}`, {
          method: 'POST',
          credentials,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      const start = await post('/api/start', { language });
      const chat = await post('/api/chat', { message: '34', session_id: start.session_id });
      return { ok: true, start, chat };
    } catch (error) {
      return { ok: false, error: String(error) };
    }
  })();
}

test.describe('the spec client on another origin', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`a listed origin runs the chatbot with credentials: "include" (${language})`, async ({ page, baseURL }) => {
      await page.goto(`${pages.listed}/`);
      const run = await page.evaluate(
        ([api, lang, fn]) => new Function(`return (${fn})`)()(api, lang, 'include') as Promise<ChatRun>,
        [baseURL!, language, runChat.toString()] as const,
      );
      expect(run.error).toBeUndefined();
      expect(run.ok).toBe(true);
      expect(run.start!.language).toBe(language);
      expect(run.start!.response).toMatch(language === 'en' ? /how old/i : /عمر/);
      expect(run.chat!.session_id).toBe(run.start!.session_id);
      // The age is taken: the next question is the patient's sex, with its two options.
      expect(run.chat!.options).toEqual(language === 'en' ? ['Male', 'Female'] : ['ذكر', 'أنثى']);
    });
  }

  test('an unlisted origin cannot read a credentialed answer, and still reads uncredentialed ones', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${pages.unlisted}/`);
    const call = (credentials: RequestCredentials) =>
      page.evaluate(([api, fn, mode]) => new Function(`return (${fn})`)()(api, 'en', mode) as Promise<ChatRun>, [
        baseURL!,
        runChat.toString(),
        credentials,
      ] as const);
    const credentialed = await call('include');
    expect(credentialed.ok).toBe(false);
    expect(credentialed.error).toMatch(/TypeError/);
    const plain = await call('omit');
    expect(plain.ok).toBe(true);
    expect(plain.chat!.options).toEqual(['Male', 'Female']);
  });
});
