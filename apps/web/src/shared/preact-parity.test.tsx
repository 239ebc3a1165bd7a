import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

function Notes() {
  const [text, setText] = useState('first draft');
  return <textarea aria-label="Notes" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Card({ name, city, count }: { name: string; city: string; count: number }) {
  const [opened, setOpened] = useState(0);
  return (
    <article>
      <p>
        {name} · {city}
      </p>
      <p>
        {name} · <span dir="ltr">{count}</span> ({count})
      </p>
      <button type="button" onClick={() => setOpened((n) => n + 1)}>
        Opened {opened} times
      </button>
      <ul>
        {['a', 'b'].map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    </article>
  );
}

describe('the DOM as React makes it', () => {
  it("keeps a controlled textarea's text equal to its value", async () => {
    render(<Notes />);
    const box = screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
    expect(box.textContent).toBe('first draft');
    await userEvent.type(box, ', edited');
    expect(box.value).toBe('first draft, edited');
    expect(box.textContent).toBe('first draft, edited');
  });

  it('renders adjacent text in an element as one text node, and leaves elements and lists where they are', () => {
    const { container } = render(<Card name="Hana" city="Giza" count={3} />);
    const [first, second] = [...container.querySelectorAll('p')];
    expect([...first!.childNodes].map((n) => n.nodeName)).toEqual(['#text']);
    expect(first!.textContent).toBe('Hana · Giza');
    expect([...second!.childNodes].map((n) => n.nodeName)).toEqual(['#text', 'SPAN', '#text']);
    expect(second!.textContent).toBe('Hana · 3 (3)');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it("takes over the server's HTML without changing a node of it, and updates the joined text", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card name="Hana" city="Giza" count={3} />);
    document.body.append(container);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    act(() => {
      hydrateRoot(container, <Card name="Hana" city="Giza" count={3} />);
    });
    await Promise.resolve();
    expect(changes).toEqual([]);

    const button = screen.getByRole('button', { name: 'Opened 0 times' });
    const text = button.firstChild;
    await userEvent.click(button);
    expect(button.textContent).toBe('Opened 1 times');
    // The same node, its text changed: the server's node is the one the app keeps up to date.
    expect(button.firstChild).toBe(text);
    expect(button.childNodes).toHaveLength(1);
    observer.disconnect();
    container.remove();
  });
});
