import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useContractForm } from './use-contract-form.ts';

const Schema = z.object({
  name: z.string().min(1, { error: 'name_required' }),
  fee: z.coerce.number({ error: 'fee_invalid' }).min(0, { error: 'fee_invalid' }),
});

describe('useContractForm', () => {
  it('checks a draft given at submit, adds problems found outside the schema, and reports them', () => {
    const { result } = renderHook(() => useContractForm<typeof Schema, 'slot'>(Schema, { name: '', fee: '' }));
    const onInvalid = vi.fn();
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate({
        draft: { name: 'Amal', fee: -1 },
        also: { slot: 'slot_required' },
        onInvalid,
      });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ fee: 'fee_invalid', slot: 'slot_required' });
    expect(onInvalid).toHaveBeenCalledWith({ fee: 'fee_invalid', slot: 'slot_required' });

    act(() => {
      parsed = result.current.validate({ draft: { name: 'Amal', fee: '5' }, also: {}, onInvalid });
    });
    expect(parsed).toEqual({ name: 'Amal', fee: 5 });
    expect(result.current.errors).toEqual({});
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('validates with a schema that arrives at submit', () => {
    const { result } = renderHook(() => useContractForm<typeof Schema>(null, { name: '', fee: '' }));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate({ schema: Schema });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors.name).toBe('name_required');
  });
});
