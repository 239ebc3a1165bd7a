import { describe, expect, it } from 'vitest';
import { mediaProblemOf, openLocalMedia } from './media.ts';

const fail = (name: string) => () => Promise.reject(new DOMException('no', name));
const stream = { id: 's' } as unknown as MediaStream;

describe('openLocalMedia', () => {
  it('takes camera and microphone when it can', async () => {
    expect(await openLocalMedia('video', { getUserMedia: async () => stream })).toEqual({
      stream,
      mode: 'video',
      problem: null,
    });
  });

  it('falls back to the microphone without a camera, and to nothing (chat only) without either', async () => {
    let calls = 0;
    const noCamera = {
      getUserMedia: async (c?: MediaStreamConstraints) => {
        calls++;
        if (c?.video) throw new DOMException('no camera', 'NotFoundError');
        return stream;
      },
    };
    expect(await openLocalMedia('video', noCamera)).toEqual({ stream, mode: 'audio', problem: 'no-device' });
    expect(calls).toBe(2);
    expect(await openLocalMedia('video', { getUserMedia: fail('NotFoundError') })).toEqual({
      stream: null,
      mode: 'none',
      problem: 'no-device',
    });
  });

  it('does not ask again after a refusal, and says when the browser cannot', async () => {
    let calls = 0;
    const denied = {
      getUserMedia: async () => {
        calls++;
        throw new DOMException('denied', 'NotAllowedError');
      },
    };
    expect(await openLocalMedia('video', denied)).toEqual({ stream: null, mode: 'none', problem: 'denied' });
    expect(calls).toBe(1);
    expect(await openLocalMedia('video', undefined)).toMatchObject({ mode: 'none', problem: 'unsupported' });
    expect(mediaProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('in-use');
  });
});
