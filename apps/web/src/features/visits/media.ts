/** Camera and microphone for the visit, with what went wrong said in terms the page can explain. */

export type MediaProblem = 'denied' | 'no-device' | 'in-use' | 'unsupported';

export interface LocalMedia {
  stream: MediaStream | null;
  /** What is being sent: both, sound only, or nothing (chat only). */
  mode: 'video' | 'audio' | 'none';
  /** Why less than asked for, if so. */
  problem: MediaProblem | null;
}

/** The problem a getUserMedia failure means. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'unsupported';
}

/**
 * Asks for `want` (camera and microphone, or the microphone alone); when the camera cannot be had, falls back
 * to the microphone alone, and when nothing can, to no media (the chat still works).
 */
export async function openLocalMedia(
  want: 'video' | 'audio',
  devices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<LocalMedia> {
  if (!devices?.getUserMedia) return { stream: null, mode: 'none', problem: 'unsupported' };
  let problem: MediaProblem | null = null;
  if (want === 'video') {
    try {
      const stream = await devices.getUserMedia({ audio: true, video: { facingMode: 'user' } });
      return { stream, mode: 'video', problem: null };
    } catch (error) {
      problem = mediaProblemOf(error);
      // Refused outright: asking again for the microphone would only be refused again.
      if (problem === 'denied') return { stream: null, mode: 'none', problem };
    }
  }
  try {
    const stream = await devices.getUserMedia({ audio: true, video: false });
    return { stream, mode: 'audio', problem };
  } catch (error) {
    return { stream: null, mode: 'none', problem: mediaProblemOf(error) };
  }
}

/** The camera after `current` in the device list (front and back on a phone), or null when there is one. */
export async function nextCamera(
  currentDeviceId: string | undefined,
  devices: Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'> = navigator.mediaDevices,
): Promise<MediaStreamTrack | null> {
  const cameras = (await devices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
  if (cameras.length < 2) return null;
  const index = cameras.findIndex((d) => d.deviceId === currentDeviceId);
  const next = cameras[(index + 1) % cameras.length]!;
  const stream = await devices.getUserMedia({ video: { deviceId: { exact: next.deviceId } } });
  return stream.getVideoTracks()[0] ?? null;
}
