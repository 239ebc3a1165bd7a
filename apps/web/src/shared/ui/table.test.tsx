import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormActions } from './form-actions.tsx';
import { Cell, Table } from './table.tsx';

describe('Table', () => {
  it('names its columns and pads header and cells alike, per density and tone', () => {
    render(
      <Table caption="Messages" columns={['Name', 'Email']} density="compact" tone="brand">
        <tr>
          <Cell className="font-semibold">Amal</Cell>
          <Cell>amal@example.com</Cell>
        </tr>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Messages' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Email']);
    expect(headers[0]!.className).toContain('px-3 py-2');
    expect(headers[0]!.parentElement!.parentElement!.className).toBe('bg-brand-50 text-brand-900');
    const cell = within(table).getByRole('cell', { name: 'Amal' });
    expect(cell.className).toBe('px-3 py-2 font-semibold');
  });

  it('is roomy and neutral by default, and shows the empty message across every column', () => {
    render(<Table columns={['A', 'B', 'C']} empty="Nothing yet" />);
    expect(screen.getByRole('columnheader', { name: 'A' }).className).toBe('p-3 text-start');
    expect(screen.getByRole('cell', { name: 'Nothing yet' }).getAttribute('colspan')).toBe('3');
  });
});

describe('FormActions', () => {
  it('reads out what comes first, then the problem, then the rest, above the actions by default', () => {
    const { container } = render(
      <FormActions lead={<p>Chosen</p>} problem="Taken" status={<p>Next free</p>}>
        <button type="submit">Book</button>
      </FormActions>,
    );
    expect(screen.getByRole('status').textContent).toBe('ChosenTakenNext free');
    expect(container.firstElementChild!.getAttribute('role')).toBe('status');
  });

  it('puts the status region under the actions when asked', () => {
    const { container } = render(
      <FormActions statusPosition="below" status={<p>Sent</p>}>
        <button type="submit">Send</button>
      </FormActions>,
    );
    expect(container.lastElementChild!.getAttribute('role')).toBe('status');
    expect(container.firstElementChild!.textContent).toBe('Send');
  });
});
