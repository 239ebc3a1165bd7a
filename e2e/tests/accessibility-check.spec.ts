/**
 * The accessibility check every page test calls (fixtures.ts, expectAccessible) fails where it must: on a
 * violation, and on a frame of another origin that axe, run in the page, cannot look into.
 */
import { expect, expectAccessible, test } from './fixtures.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test('the check fails on a violation and names it', async ({ page: tab }) => {
  await tab.setContent(page('<p>Fine.</p>'));
  await expectAccessible(tab);
  await tab.setContent(page('<img src="/favicon.ico">'));
  await expect(expectAccessible(tab)).rejects.toThrow(/image-alt/);
});

test('the check fails on a frame it cannot test', async ({ page: tab }) => {
  await tab.route('http://other-origin.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: page('<p>Inside.</p>') }),
  );
  await tab.setContent(page('<iframe title="Elsewhere" src="http://other-origin.test/frame"></iframe>'));
  await expect.poll(() => tab.frames().length).toBe(2);
  await expect(expectAccessible(tab)).rejects.toThrow(/frame-tested/);
});
