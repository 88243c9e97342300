import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { RequestError } from '../../lib/request/RequestError.ts';
import { requiredRule, usePlainForm } from './usePlainForm.ts';

const setup = () =>
  renderHook(() =>
    usePlainForm(
      { name: '', count: undefined as number | undefined },
      {
        name: [requiredRule('Required'), (v) => (v.length > 3 ? 'Too long' : undefined)],
        count: [requiredRule('Required')],
      },
    ),
  );

describe('usePlainForm', () => {
  it('checks every rule on submit, and a wrong field again as it changes', () => {
    const { result } = setup();
    act(() => result.current.set({ name: 'Amina' }));
    expect(result.current.errors).toEqual({});
    let valid = true;
    act(() => {
      valid = result.current.validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ name: 'Too long', count: 'Required' });
    act(() => result.current.set({ name: 'Ali' }));
    expect(result.current.errors).toEqual({ count: 'Required' });
  });

  it("marks the fields a refused call names, and forgets a field's error when it is reset", () => {
    const { result } = setup();
    const refused = new RequestError(-1008, 'Parameter error', [
      { field: 'name', message: 'Taken' },
    ]);
    act(() => result.current.showServerErrors(refused));
    expect(result.current.errors).toEqual({ name: 'Taken' });
    act(() => result.current.set({ name: 'Amina' }));
    expect(result.current.errors).toEqual({ name: 'Too long' });
    act(() => result.current.reset(['name']));
    expect(result.current.values.name).toBe('');
    expect(result.current.errors).toEqual({});
  });
});
