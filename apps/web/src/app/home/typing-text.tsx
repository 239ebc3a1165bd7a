import { useEffect, useState } from 'react';
import { useMounted } from '../../shared/ui/use-mounted.ts';

const CHAR_MS = 100;
const PAUSE_MS = 500;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Types each phrase at 100 ms a character, pauses 500 ms, then moves on (spec section 9).
 * Screen readers get the phrases as plain text; users who prefer reduced motion see them whole.
 * Give it a `key` per language so a switch starts typing the new phrases from the beginning.
 */
export function TypingText({ phrases }: { phrases: string[] }) {
  // Read once mounted: the server cannot know it, and the first render must match the server's HTML.
  const reduced = useMounted() && prefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const phrase = phrases[index % Math.max(phrases.length, 1)] ?? '';

  useEffect(() => {
    if (reduced || phrases.length === 0) return;
    const done = length >= phrase.length;
    const timer = setTimeout(
      () => {
        if (done) {
          setIndex((i) => (i + 1) % phrases.length);
          setLength(0);
        } else {
          setLength((n) => n + 1);
        }
      },
      done ? PAUSE_MS : CHAR_MS,
    );
    return () => clearTimeout(timer);
  }, [reduced, length, phrase, phrases.length]);

  return (
    <span className="block min-h-[1.5em]">
      <span className="sr-only">{phrases.join('. ')}</span>
      <span aria-hidden="true">
        {reduced ? phrase : phrase.slice(0, length)}
        {reduced ? null : <span className="ms-0.5 inline-block w-0.5 animate-pulse bg-current">&nbsp;</span>}
      </span>
    </span>
  );
}
