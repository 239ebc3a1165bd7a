import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

function Notes() {
  const [text, setText] = useState('first draft');
  return <textarea aria-label="Notes" value={text} onChange={(e) => setText(e.target.value)} />;
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
});
