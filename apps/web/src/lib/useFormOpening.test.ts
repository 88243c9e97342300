import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { FormInstance } from 'antd';
import { useFormOpening } from './useFormOpening.ts';

type Member = { status: number };

function fakeForm() {
  return { resetFields: vi.fn(), setFieldsValue: vi.fn() };
}

function render(form: ReturnType<typeof fakeForm>) {
  return renderHook(
    ({ openKey, initial }: { openKey: string | null; initial: Member }) =>
      useFormOpening(form as unknown as FormInstance<Member>, openKey, initial),
    { initialProps: { openKey: null as string | null, initial: { status: 1 } } },
  );
}

describe('useFormOpening', () => {
  it('fills the form when the dialog opens, and not again when a refetch hands it a new object', () => {
    const form = fakeForm();
    const { rerender } = render(form);
    expect(form.setFieldsValue).not.toHaveBeenCalled();

    rerender({ openKey: 'member-7', initial: { status: 1 } });
    expect(form.resetFields).toHaveBeenCalledTimes(1);
    expect(form.setFieldsValue).toHaveBeenCalledWith({ status: 1 });

    // The list refetched while the user set "Disabled": the same member, a new object.
    rerender({ openKey: 'member-7', initial: { status: 1 } });
    expect(form.setFieldsValue).toHaveBeenCalledTimes(1);
    expect(form.resetFields).toHaveBeenCalledTimes(1);
  });

  it('fills again for another item, and for the same item opened anew after closing', () => {
    const form = fakeForm();
    const { rerender } = render(form);
    rerender({ openKey: 'member-7', initial: { status: 1 } });
    rerender({ openKey: 'member-8', initial: { status: 0 } });
    expect(form.setFieldsValue).toHaveBeenLastCalledWith({ status: 0 });

    rerender({ openKey: null, initial: { status: 0 } });
    rerender({ openKey: 'member-8', initial: { status: 1 } });
    expect(form.setFieldsValue).toHaveBeenCalledTimes(3);
    expect(form.setFieldsValue).toHaveBeenLastCalledWith({ status: 1 });
  });
});
