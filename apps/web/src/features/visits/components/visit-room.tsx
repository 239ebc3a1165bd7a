import type { Visit, VisitChatMessage, VisitServerMessage } from '@tabib/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../i18n/languages.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { dateFormat } from '../../../shared/intl.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { endVisit, getVisit, listVisitChat, postVisitChat } from '../api/visits.ts';
import { nextCamera, openLocalMedia, type LocalMedia } from '../media.ts';
import { SignallingClient, socketUrl, type SignalEvent, type SignallingState } from '../signalling-client.ts';
import { VisitCall, type CallStatus } from '../visit-call.ts';
import { VisitChat } from './visit-chat.tsx';

type Closed = Extract<VisitServerMessage, { type: 'closed' }>['reason'];

type Phase =
  | { kind: 'loading' }
  | { kind: 'error'; code: string }
  | { kind: 'not-open' }
  | { kind: 'closed'; reason: Closed }
  | { kind: 'waiting' }
  | { kind: 'in-call' }
  | { kind: 'left' };

/** Where the room is, from the visit and the clock. */
export function phaseOf(visit: Visit, now: number): Phase {
  if (visit.endedAt) return { kind: 'closed', reason: 'ended' };
  if (now < Date.parse(visit.opensAt)) return { kind: 'not-open' };
  if (now >= Date.parse(visit.closesAt)) return { kind: 'closed', reason: 'window_closed' };
  return { kind: 'waiting' };
}

/**
 * The visit room of one telehealth appointment: a self-contained island (it fetches its own data and needs
 * no router or query client), mounted by the page `/visits/:appointmentId`. Waiting room with the camera
 * preview and both sides' presence, then the call: the other side's video large and one's own small, mute,
 * camera, switch camera, hang up, the doctor's "end the visit", and the chat beside it.
 */
export function VisitRoom({ appointmentId }: { appointmentId: string }) {
  const { t, i18n } = useTranslation('visits');
  const { t: tc } = useTranslation('common');
  const [visit, setVisit] = useState<Visit | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const [media, setMedia] = useState<LocalMedia | null>(null);
  const [peerPresent, setPeerPresent] = useState(false);
  const [signalling, setSignalling] = useState<SignallingState>('connecting');
  const [callStatus, setCallStatus] = useState<CallStatus>('connecting');
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [canSwitch, setCanSwitch] = useState(false);
  const [chat, setChat] = useState<VisitChatMessage[]>([]);
  const [notice, setNotice] = useState('');
  const [confirmEnd, setConfirmEnd] = useState(false);

  const client = useRef<SignallingClient | null>(null);
  const call = useRef<VisitCall | null>(null);
  // Read by the socket's handler, which outlives renders; set with the state, where the phase changes.
  const phaseRef = useRef(phase);
  const mediaAsked = useRef(false);
  const mediaRef = useRef(media);
  useEffect(() => {
    mediaRef.current = media;
  }, [media]);

  // The camera and microphone preview, asked for once in the waiting room.
  const askMedia = useCallback(async (want: 'video' | 'audio') => {
    mediaAsked.current = true;
    const opened = await openLocalMedia(want);
    setMedia((previous) => {
      for (const track of previous?.stream?.getTracks() ?? []) track.stop();
      return opened;
    });
    setCameraOff(false);
    setMuted(false);
    const cameras = await navigator.mediaDevices?.enumerateDevices?.().catch(() => []);
    setCanSwitch((cameras ?? []).filter((d) => d.kind === 'videoinput').length > 1);
  }, []);

  const go = useCallback(
    (next: Phase) => {
      phaseRef.current = next;
      setPhase(next);
      if (next.kind === 'waiting' && !mediaAsked.current) void askMedia('video');
    },
    [askMedia],
  );

  // The visit, and the chat so far.
  useEffect(() => {
    let live = true;
    getVisit(appointmentId)
      .then((v) => {
        if (!live) return;
        setVisit(v);
        go(phaseOf(v, Date.now()));
      })
      .catch((error: unknown) => {
        if (live) go({ kind: 'error', code: error instanceof ApiError ? error.code : 'internal' });
      });
    listVisitChat(appointmentId)
      .then((list) => live && setChat(list.items))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [appointmentId, go]);

  // Before the room opens: the time left, and the room once it opens.
  useEffect(() => {
    if (phase.kind !== 'not-open' || !visit) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= Date.parse(visit.opensAt)) go(phaseOf(visit, Date.now()));
    }, 15_000);
    return () => clearInterval(timer);
  }, [phase.kind, visit, go]);

  const onSignal = useCallback(
    (event: SignalEvent) => {
      if (event.kind === 'state') return setSignalling(event.state);
      if (event.kind === 'peer') {
        if (phaseRef.current.kind === 'in-call') void call.current?.handle(event.message).catch(() => {});
        return;
      }
      const m = event.message;
      const name = visit?.peerName ?? '';
      if (m.type === 'welcome') setPeerPresent(m.peerPresent);
      else if (m.type === 'peer-joined') {
        setPeerPresent(true);
        setNotice(t('status.peerJoined', { name }));
      } else if (m.type === 'peer-left') {
        setPeerPresent(false);
        setNotice(t('status.peerLeft', { name }));
      } else if (m.type === 'chat') {
        setChat((list) => (list.some((x) => x.id === m.message.id) ? list : [...list, m.message]));
      } else if (m.type === 'closed') {
        call.current?.close();
        call.current = null;
        go({ kind: 'closed', reason: m.reason });
      }
    },
    [t, visit, go],
  );

  // In the room (waiting or in the call): the signalling socket, which is also the presence.
  const inRoom = phase.kind === 'waiting' || phase.kind === 'in-call' || phase.kind === 'left';
  useEffect(() => {
    if (!inRoom || !visit) return;
    const c = new SignallingClient({ url: socketUrl(visit.signalUrl, window.location.href), onEvent: onSignal });
    client.current = c;
    c.start();
    return () => {
      c.stop();
      client.current = null;
    };
    // One socket for as long as the page is in the room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inRoom, visit?.signalUrl]);

  // Everything is let go when the page goes.
  useEffect(
    () => () => {
      call.current?.close();
      for (const track of mediaRef.current?.stream?.getTracks() ?? []) track.stop();
    },
    [],
  );
  useEffect(() => {
    if (phase.kind === 'closed') for (const track of media?.stream?.getTracks() ?? []) track.stop();
  }, [phase.kind, media]);

  function join(withMedia: LocalMedia | null) {
    if (!visit || !client.current) return;
    const signalClient = client.current;
    setCallStatus('connecting');
    signalClient.send({ type: 'join' });
    go({ kind: 'in-call' });
    // A browser without WebRTC still has the chat.
    if (typeof RTCPeerConnection === 'undefined') return setCallStatus('failed');
    const c = new VisitCall({
      iceServers: visit.iceServers,
      polite: visit.role === 'patient',
      send: (message) => signalClient.send(message),
      onStatus: setCallStatus,
      onRemoteStream: setRemote,
    });
    call.current = c;
    c.setLocalStream(withMedia?.stream ?? null);
  }

  function hangUp() {
    client.current?.send({ type: 'hangup' });
    call.current?.close();
    call.current = null;
    setRemote(null);
    go({ kind: 'left' });
  }

  function toggleMute() {
    const next = !muted;
    for (const track of media?.stream?.getAudioTracks() ?? []) track.enabled = !next;
    setMuted(next);
  }

  function toggleCamera() {
    const next = !cameraOff;
    for (const track of media?.stream?.getVideoTracks() ?? []) track.enabled = !next;
    setCameraOff(next);
  }

  async function switchCamera() {
    const stream = media?.stream;
    const current = stream?.getVideoTracks()[0];
    if (!stream || !current) return;
    const track = await nextCamera(current.getSettings().deviceId).catch(() => null);
    if (!track) return;
    stream.removeTrack(current);
    current.stop();
    stream.addTrack(track);
    track.enabled = !cameraOff;
    await call.current?.replaceTrack('video', track);
    setMedia({ ...media });
  }

  async function sendChat(text: string) {
    const message = await postVisitChat(appointmentId, text);
    setChat((list) => (list.some((x) => x.id === message.id) ? list : [...list, message]));
  }

  async function end() {
    setConfirmEnd(false);
    try {
      const ended = await endVisit(appointmentId);
      setVisit(ended);
      call.current?.close();
      call.current = null;
      go({ kind: 'closed', reason: 'ended' });
    } catch (error) {
      setNotice(tc(`errors.codes.${error instanceof ApiError ? error.code : 'internal'}`));
    }
  }

  const clock = dateFormat(localeOf(i18n.language, 'clock'), { dateStyle: 'full', timeStyle: 'short' });

  if (phase.kind === 'loading') return <Spinner label={t('loading')} />;
  if (phase.kind === 'error' || !visit) {
    const code = phase.kind === 'error' ? phase.code : 'internal';
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
        {tc(`errors.codes.${code}`)}
      </p>
    );
  }

  const peer = visit.peerName;
  const heading = (
    <header className="mb-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-slate-700">
        {t('withPeer', { name: peer })} ·{' '}
        <time dateTime={visit.startsAt}>{clock.format(new Date(visit.startsAt))}</time>
      </p>
    </header>
  );

  if (phase.kind === 'not-open') {
    const minutes = Math.max(1, Math.ceil((Date.parse(visit.opensAt) - now) / 60_000));
    return (
      <section>
        {heading}
        <h2 className="text-xl font-semibold">{t('notOpen.title')}</h2>
        <p>{t('notOpen.opensAt', { time: clock.format(new Date(visit.opensAt)) })}</p>
        <p aria-live="polite">{t('notOpen.timeLeft', { count: minutes })}</p>
        <h3 className="mt-4 font-semibold">{t('notOpen.prepareTitle')}</h3>
        <ul className="list-disc ps-6">
          {(t('notOpen.prepare', { returnObjects: true }) as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {chat.length > 0 ? <VisitChat messages={chat} role={visit.role} peerName={peer} /> : null}
      </section>
    );
  }

  if (phase.kind === 'closed') {
    return (
      <section>
        {heading}
        <h2 className="text-xl font-semibold">{t('ended.title')}</h2>
        <p>{phase.reason === 'cancelled' ? t('ended.cancelled') : t('ended.text')}</p>
        {chat.length > 0 ? <VisitChat messages={chat} role={visit.role} peerName={peer} /> : null}
      </section>
    );
  }

  const statusText =
    signalling !== 'open'
      ? t(`status.signalling-${signalling === 'reconnecting' ? 'reconnecting' : 'connecting'}`)
      : phase.kind === 'in-call'
        ? peerPresent || callStatus !== 'connecting'
          ? t(`status.${callStatus}`)
          : t('waiting.peerAway', { name: peer })
        : '';

  const hasVideo = (media?.stream?.getVideoTracks().length ?? 0) > 0;
  const hasAudio = (media?.stream?.getAudioTracks().length ?? 0) > 0;
  const remoteHasVideo = (remote?.getVideoTracks().length ?? 0) > 0;

  return (
    <section>
      {heading}
      <p aria-live="polite" role="status" className="mb-2 min-h-6 text-slate-700">
        {statusText} {notice}
      </p>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div>
          {phase.kind === 'in-call' ? (
            <div className="relative overflow-hidden rounded-2xl bg-slate-900">
              {remote ? (
                <MediaView
                  stream={remote}
                  label={t('call.remoteVideo', { name: peer })}
                  className="aspect-video w-full"
                />
              ) : null}
              {!remote || !remoteHasVideo ? (
                <p className="p-6 text-white">
                  {peerPresent ? t('call.noRemoteVideo', { name: peer }) : t('waiting.peerAway', { name: peer })}
                </p>
              ) : null}
              {hasVideo ? (
                <MediaView
                  stream={media!.stream!}
                  muted
                  label={t('call.localVideo')}
                  className="absolute bottom-3 end-3 aspect-video w-1/4 min-w-24 rounded-xl border-2 border-white object-cover"
                />
              ) : null}
            </div>
          ) : (
            <div>
              <h2 className="text-xl font-semibold">{t('waiting.title')}</h2>
              <p>{peerPresent ? t('waiting.peerHere', { name: peer }) : t('waiting.peerAway', { name: peer })}</p>
              {phase.kind === 'left' ? <p>{t('call.leftCall')}</p> : null}
              {hasVideo ? (
                <MediaView
                  stream={media!.stream!}
                  muted
                  label={t('waiting.preview')}
                  className="my-3 aspect-video w-full max-w-md rounded-2xl bg-slate-900 object-cover"
                />
              ) : null}
              {media?.problem ? (
                <p role="alert" className="my-3 rounded-xl bg-amber-50 p-3 text-amber-900">
                  {t(`media.${media.problem}`)}
                </p>
              ) : null}
              {media && media.mode === 'audio' ? <p className="my-2">{t('media.audioOnly')}</p> : null}
              <div className="flex flex-wrap gap-2">
                {media && media.mode !== 'none' ? (
                  <Button onClick={() => join(media)} disabled={signalling !== 'open'}>
                    {phase.kind === 'left' ? t('call.rejoin') : t('waiting.join')}
                  </Button>
                ) : null}
                {media?.problem && media.problem !== 'denied' && media.mode === 'none' ? (
                  <Button variant="secondary" onClick={() => void askMedia('audio')}>
                    {t('waiting.joinAudio')}
                  </Button>
                ) : null}
                {media?.problem ? (
                  <Button variant="secondary" onClick={() => void askMedia('video')}>
                    {t('media.tryAgain')}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => join(null)} disabled={signalling !== 'open'}>
                  {t('waiting.joinChat')}
                </Button>
              </div>
            </div>
          )}
          {phase.kind === 'in-call' ? (
            <div role="toolbar" aria-label={t('title')} className="mt-3 flex flex-wrap gap-2">
              {hasAudio ? (
                <Button variant="secondary" aria-pressed={muted} onClick={toggleMute}>
                  {muted ? t('call.unmute') : t('call.mute')}
                </Button>
              ) : null}
              {hasVideo ? (
                <Button variant="secondary" aria-pressed={cameraOff} onClick={toggleCamera}>
                  {cameraOff ? t('call.cameraOn') : t('call.cameraOff')}
                </Button>
              ) : null}
              {hasVideo && canSwitch ? (
                <Button variant="secondary" onClick={() => void switchCamera()}>
                  {t('call.switchCamera')}
                </Button>
              ) : null}
              {callStatus === 'failed' ? (
                <Button variant="secondary" onClick={() => call.current?.restartIce()}>
                  {t('call.retry')}
                </Button>
              ) : null}
              <Button variant="danger" onClick={hangUp}>
                {t('call.hangUp')}
              </Button>
              {visit.role === 'doctor' ? (
                <Button variant="danger" onClick={() => setConfirmEnd(true)}>
                  {t('call.endVisit')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        <VisitChat messages={chat} role={visit.role} peerName={peer} onSend={sendChat} />
      </div>
      <Dialog open={confirmEnd} onClose={() => setConfirmEnd(false)} title={t('call.endVisit')}>
        <p>{t('call.endConfirm')}</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
            {t('call.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void end()}>
            {t('call.endConfirmYes')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

/** A <video> showing a stream (srcObject is a property, not an attribute). */
function MediaView({
  stream,
  muted = false,
  label,
  className,
}: {
  stream: MediaStream;
  muted?: boolean;
  label: string;
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />;
}
