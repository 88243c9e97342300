import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useFormModal } from './useFormModal.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useFormModal', () => {
  it('makes OK submit the form and Cancel close the dialog', () => {
    const form = { setFields: vi.fn(), submit: vi.fn() };
    const onClose = vi.fn();
    const { result } = renderHook(() => useFormModal(form, vi.fn(), { onClose }), { wrapper });
    const { modalProps } = result.current;
    expect(modalProps).toMatchObject({
      confirmLoading: false,
      destroyOnHidden: true,
      forceRender: true,
    });

    modalProps.onOk();
    expect(form.submit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    modalProps.onCancel();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('spins OK while saving and closes once saved', async () => {
    let answer!: () => void;
    const save = () => new Promise<void>((resolve) => (answer = resolve));
    const onClose = vi.fn();
    const form = { setFields: vi.fn(), submit: vi.fn() };
    const { result } = renderHook(() => useFormModal(form, save, { onClose }), { wrapper });

    let saved!: Promise<void>;
    act(() => {
      saved = result.current.submit({});
    });
    expect(result.current.modalProps.confirmLoading).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      answer();
      await saved;
    });
    expect(result.current.modalProps.confirmLoading).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
