// Enhances hero.astro's typing line: types each phrase at 100 ms a character, pauses 500 ms, then moves on.
// Screen readers read every phrase from the HTML; visitors who prefer reduced motion see the first whole.
const CHAR_MS = 100;
const PAUSE_MS = 500;

const line = document.querySelector<HTMLElement>('[data-typing]');
const typed = line?.querySelector<HTMLElement>('[data-typed]');
const phrases = JSON.parse(line?.dataset.typing ?? '[]') as string[];
if (typed && phrases.length > 0 && window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
  typed.textContent = phrases[0]!;
} else if (typed && phrases.length > 0) {
  const text = document.createTextNode('');
  const caret = document.createElement('span');
  caret.className = 'ms-0.5 inline-block w-0.5 animate-pulse bg-current';
  caret.textContent = '\u00a0';
  typed.replaceChildren(text, caret);
  let index = 0;
  let length = 0;
  const step = () => {
    const phrase = phrases[index]!;
    if (length >= phrase.length) {
      index = (index + 1) % phrases.length;
      length = 0;
      text.data = '';
      setTimeout(step, CHAR_MS);
      return;
    }
    length += 1;
    text.data = phrase.slice(0, length);
    setTimeout(step, length >= phrase.length ? PAUSE_MS : CHAR_MS);
  };
  step();
}
