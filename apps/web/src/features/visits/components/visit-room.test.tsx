import type { Visit } from '@tabib/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../../test-i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { phaseOf, VisitRoom } from './visit-room.tsx';

const minute = 60_000;

function visitAt(startsInMinutes: number, extra: Partial<Visit> = {}): Visit {
  const start = Date.now() + startsInMinutes * minute;
  return {
    appointmentId: '11111111-1111-4111-8111-111111111111',
    role: 'patient',
    peerName: 'Dr/ Hany Salem',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * minute).toISOString(),
    opensAt: new Date(start - 10 * minute).toISOString(),
    closesAt: new Date(start + 60 * minute).toISOString(),
    endedAt: null,
    signalUrl: '/api/v1/visits/11111111-1111-4111-8111-111111111111/signal',
    iceServers: [],
    ...extra,
  };
}

/** The API answers: the visit, and an empty chat. */
function answer(visit: Visit | { status: number; code: string }) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/messages')) return json({ items: [] });
    if ('code' in visit) return json({ error: { code: visit.code, message: visit.code } }, visit.status);
    return json(visit);
  });
}

/** A socket that opens and says the doctor is already there. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
      this.onmessage?.({
        data: JSON.stringify({ from: 'server', type: 'welcome', role: 'patient', peerPresent: true }),
      });
    }, 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

describe('VisitRoom', () => {
  beforeAll(async () => {
    const i18n = await setupTestI18n('en');
    i18n.addResourceBundle('en', 'visits', en);
    i18n.addResourceBundle('ar', 'visits', ar);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    FakeWebSocket.opened = [];
  });

  it('knows the phase from the window and the end', () => {
    expect(phaseOf(visitAt(11), Date.now()).kind).toBe('not-open');
    expect(phaseOf(visitAt(9), Date.now()).kind).toBe('waiting');
    expect(phaseOf(visitAt(-61), Date.now())).toEqual({ kind: 'closed', reason: 'window_closed' });
    expect(phaseOf(visitAt(0, { endedAt: new Date().toISOString() }), Date.now())).toEqual({
      kind: 'closed',
      reason: 'ended',
    });
  });

  it('before the room opens: when it opens, the time left and what to prepare', async () => {
    answer(visitAt(40));
    render(<VisitRoom appointmentId="11111111-1111-4111-8111-111111111111" />);
    expect(await screen.findByRole('heading', { name: 'The visit room is not open yet' })).toBeTruthy();
    expect(screen.getByText(/Time left: about 30 min\./)).toBeTruthy();
    expect(screen.getByText(/A quiet, private place/)).toBeTruthy();
    expect(FakeWebSocket.opened).toEqual([]);
  });

  it('after it: the visit has ended', async () => {
    answer(visitAt(-30, { endedAt: new Date().toISOString() }));
    render(<VisitRoom appointmentId="11111111-1111-4111-8111-111111111111" />);
    expect(await screen.findByRole('heading', { name: 'This visit has ended' })).toBeTruthy();
  });

  it("says the API's refusal in the reader's language", async () => {
    answer({ status: 403, code: 'forbidden' });
    render(<VisitRoom appointmentId="11111111-1111-4111-8111-111111111111" />);
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do this.');
  });

  it('in the waiting room with the camera refused: says how to allow it, and the chat-only way in', async () => {
    answer(visitAt(5));
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
        enumerateDevices: async () => [],
      },
    });
    render(<VisitRoom appointmentId="11111111-1111-4111-8111-111111111111" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not allowed to use the camera or microphone/);
    expect(await screen.findByText('Dr/ Hany Salem is in the visit room.')).toBeTruthy();
    expect(FakeWebSocket.opened[0]!.url).toBe(
      'ws://localhost:3000/api/v1/visits/11111111-1111-4111-8111-111111111111/signal',
    );
    expect(screen.queryByRole('button', { name: 'Join the visit' })).toBeNull();
    const chatOnly = screen.getByRole('button', { name: 'Join with the chat only' });
    await userEvent.click(chatOnly);
    expect(FakeWebSocket.opened[0]!.sent).toContain('{"type":"join"}');
    expect(screen.getByRole('button', { name: 'Hang up' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});
