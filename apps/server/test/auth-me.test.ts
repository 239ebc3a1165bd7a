import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

describe('GET /api/v1/auth/me', () => {
  it('answers a visitor with user null', async () => {
    const res = await ctx.app.inject('/api/v1/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('treats an unknown or absurd bearer token as a visitor', async () => {
    for (const token of ['nope', 'x'.repeat(5000)]) {
      const res = await ctx.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
  });
});
