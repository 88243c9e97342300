import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { spyFeedback } from '../test/feedbackSpy.ts';
import { RequestError } from './request/RequestError.ts';
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit.ts';

let feedback: ReturnType<typeof spyFeedback>;
let queryClient: QueryClient;
beforeEach(() => {
  feedback = spyFeedback();
  queryClient = new QueryClient();
});
afterEach(() => feedback.restore());

function renderSubmit(
  save: (values: { name: string }) => Promise<unknown>,
  options: FormSubmitOptions,
) {
  const form = { setFields: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useFormSubmit(form, save, options), { wrapper });
  return { form, result };
}

describe('useFormSubmit', () => {
  it('saves, then toasts, reloads the list and closes, in that order', async () => {
    const order: string[] = [];
    const save = vi.fn(async () => order.push('save'));
    feedback.message.success.mockImplementation(() => order.push('toast'));
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async () => {
      order.push('reload');
    });
    const onDone = () => order.push('close');
    const { form, result } = renderSubmit(save, { done: 'Saved', invalidate: ['x'], onDone });

    await act(() => result.current.submit({ name: 'Amani' }));
    expect(save).toHaveBeenCalledWith({ name: 'Amani' });
    expect(order).toEqual(['save', 'toast', 'reload', 'close']);
    expect(feedback.message.success).toHaveBeenCalledWith('Saved');
    expect(form.setFields).not.toHaveBeenCalled();
  });

  it('spins while the call runs', async () => {
    let answer!: () => void;
    const save = () => new Promise<void>((resolve) => (answer = resolve));
    const { result } = renderSubmit(save, {});
    expect(result.current.saving).toBe(false);

    let done!: Promise<void>;
    act(() => {
      done = result.current.submit({ name: 'Amani' });
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      answer();
      await done;
    });
    expect(result.current.saving).toBe(false);
  });

  it('on a failure marks the fields the server named, and neither toasts nor closes', async () => {
    const onDone = vi.fn();
    const refused = new RequestError(-1006, 'Wrong code');
    const { form, result } = renderSubmit(() => Promise.reject(refused), {
      done: 'Saved',
      onDone,
      errorFields: { [-1006]: 'code' },
    });

    await act(() => result.current.submit({ name: 'Amani' }));
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'code', errors: ['Wrong code'] }]);
    expect(feedback.message.success).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.saving).toBe(false);
  });

  it('lets the form handle a failure its own way', async () => {
    const onError = vi.fn();
    const refused = new RequestError(-1008, 'Parameter error', []);
    const { form, result } = renderSubmit(() => Promise.reject(refused), { onError });

    await act(() => result.current.submit({ name: 'Amani' }));
    expect(onError).toHaveBeenCalledWith(refused);
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
