import type { ChatAssessment, ChatReply, Language } from '@tabib/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { endChat, sendChatMessage, startChat } from '../api/chat-session.ts';

export interface ChatEntry {
  id: number;
  role: 'user' | 'bot';
  text: string;
  options?: string[];
  assessment?: ChatAssessment;
}

export type ChatStatus = 'idle' | 'starting' | 'ready' | 'sending' | 'startFailed' | 'expired' | 'ending' | 'ended';
export type ChatProblem = 'sendFailed' | 'rateLimited' | null;

export interface ChatController {
  language: Language | null;
  entries: ChatEntry[];
  status: ChatStatus;
  problem: ChatProblem;
  /** Whether ending saved the conversation in the user's history. */
  saved: boolean;
  start: (language: Language) => void;
  send: (text: string) => void;
  end: () => Promise<void>;
}

/** One conversation with the server: starts it, sends turns, notices when it has expired, ends it. */
export function useChat(): ChatController {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language | null>(null);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [problem, setProblem] = useState<ChatProblem>(null);
  const [saved, setSaved] = useState(false);
  const nextId = useRef(0);
  // A second start while one is on its way (a double click, React's development double effects) is ignored.
  const starting = useRef(false);
  // The conversation replies belong to; a reply arriving after End or a restart is dropped.
  const current = useRef<string | null>(null);

  const entry = (role: ChatEntry['role'], reply: ChatReply | { text: string }): ChatEntry => ({
    id: nextId.current++,
    role,
    ...reply,
  });

  const start = useCallback((lang: Language) => {
    if (starting.current) return;
    starting.current = true;
    setStatus('starting');
    setProblem(null);
    setSaved(false);
    setEntries([]);
    setSessionId(null);
    current.current = null;
    setLanguage(lang);
    startChat(lang).then(
      (started) => {
        starting.current = false;
        current.current = started.sessionId;
        setSessionId(started.sessionId);
        setEntries([entry('bot', started.reply)]);
        setStatus('ready');
      },
      () => {
        starting.current = false;
        setStatus('startFailed');
      },
    );
  }, []);

  const send = useCallback(
    (text: string) => {
      if (!sessionId || status !== 'ready') return;
      setEntries((list) => [...list, entry('user', { text })]);
      setStatus('sending');
      setProblem(null);
      sendChatMessage({ sessionId, text }).then(
        ({ reply }) => {
          if (current.current !== sessionId) return;
          setEntries((list) => [...list, entry('bot', reply)]);
          setStatus('ready');
        },
        (error: unknown) => {
          if (current.current !== sessionId) return;
          if (error instanceof ApiError && error.status === 404) {
            setStatus('expired');
            return;
          }
          setProblem(error instanceof ApiError && error.code === 'rate_limited' ? 'rateLimited' : 'sendFailed');
          setStatus('ready');
        },
      );
    },
    [sessionId, status],
  );

  const end = useCallback(async () => {
    const id = sessionId;
    current.current = null;
    setSessionId(null);
    setStatus('ending');
    let kept = false;
    try {
      if (id) kept = (await endChat(id)).saved;
    } catch {
      // An expired or unreachable session has nothing left to save; the chat ends all the same.
    }
    setSaved(kept);
    setStatus('ended');
  }, [sessionId]);

  return { language, entries, status, problem, saved, start, send, end };
}
