import { act } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInSteps } from './hydrate-later.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <h1>Title</h1>
      <Counter label="now" />
      <HydrateLater>
        <Counter label="later" />
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter label="last" />
        </section>
      </HydrateLater>
    </main>
  );
}

function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

describe('taking over the server’s HTML in steps', () => {
  it('keeps every element the server rendered, and makes the deferred parts work once they are taken over', async () => {
    const container = serverRendered();
    const html = container.innerHTML;
    const [now, later, last] = [...container.querySelectorAll('button')];
    const section = container.querySelector('section');
    let settled = false;
    const done = hydrateInSteps(() => hydrateRoot(container, <Page />)).then(() => (settled = true));

    // Taken over at once: the part outside any HydrateLater.
    expect(container.innerHTML).toBe(html);
    act(() => now!.click());
    expect(now!.textContent).toBe('now 1');
    // Not yet: the deferred ones still show the server's HTML, and a press does nothing.
    act(() => later!.click());
    expect(later!.textContent).toBe('later 0');
    expect(settled).toBe(false);

    await done;
    expect([...container.querySelectorAll('button')]).toEqual([now, later, last]);
    expect(container.querySelector('section')).toBe(section);
    act(() => later!.click());
    act(() => last!.click());
    expect(later!.textContent).toBe('later 1');
    expect(last!.textContent).toBe('last 1');
    container.remove();
  });

  it('defers the parts inside a deferred part to tasks of their own', async () => {
    function List() {
      return (
        <HydrateLater>
          <ul>
            {['a', 'b', 'c'].map((label) => (
              <li key={label}>
                <HydrateLater>
                  <Counter label={label} />
                </HydrateLater>
              </li>
            ))}
          </ul>
        </HydrateLater>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List />);
    document.body.append(container);
    const list = container.querySelector('ul');
    const buttons = [...container.querySelectorAll('button')];
    // How many cards answer a press (each is pressed once it does).
    const pressed = () => {
      for (const button of buttons) act(() => button.click());
      return buttons.filter((b) => !b.textContent!.endsWith(' 0')).length;
    };
    const done = hydrateInSteps(() => hydrateRoot(container, <List />));

    expect(pressed()).toBe(0);
    // After a task the list has been taken over, but not yet its cards: each waits for a task of its own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed()).toBe(0);
    await done;
    expect(pressed()).toBe(3);
    expect(container.querySelector('ul')).toBe(list);
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
    container.remove();
  });

  it('is done at once when nothing is deferred', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter label="only" />);
    await hydrateInSteps(() => hydrateRoot(container, <Counter label="only" />));
    act(() => container.querySelector('button')!.click());
    expect(container.textContent).toBe('only 1');
  });

  it('renders its children straight away outside a take-over', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(
        <HydrateLater>
          <Counter label="fresh" />
        </HydrateLater>,
      );
    });
    expect(container.textContent).toBe('fresh 0');
    container.remove();
  });
});
