import { describe, expect, it } from 'vitest';
import { showsBanner, showsChrome } from './chrome-rules.ts';

describe('layout rules from the spec', () => {
  it('hides navbar and footer on the sign-in and join pages only', () => {
    for (const path of ['/login', '/signup', '/joinnewdoctor', '/login/']) expect(showsChrome(path)).toBe(false);
    for (const path of ['/', '/contact', '/doctors', '/profile/info']) expect(showsChrome(path)).toBe(true);
  });

  it('hides the header image on the listed routes only', () => {
    for (const path of ['/doctors', '/joinnewdoctor', '/profile-doctor', '/chatbot'])
      expect(showsBanner(path)).toBe(false);
    for (const path of ['/', '/contact', '/doctors/123', '/login']) expect(showsBanner(path)).toBe(true);
  });
});
