import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Form, type FormInstance } from 'antd';
import { queryClient } from '../../lib/queryClient.ts';
import { changeLocale, loadAllCatalogs } from '../../lib/i18n.ts';
import { mockApi, type Reply } from '../../test/mockApi.ts';
import { ContractWorkerField } from './ContractWorkerField.tsx';

await loadAllCatalogs();

const workers: Reply = {
  data: {
    code: 200,
    msg: 'Success',
    rows: [
      { id: 11, name: 'Amani Otieno', contractFile: '1/amani-contract.pdf', auditStatus: 1 },
      { id: 12, name: 'Baraka Mwangi', contractFile: '', auditStatus: 1 },
      { id: 13, name: 'Chiku Wanjiru', contractFile: '1/chiku.pdf', auditStatus: 0 },
      { id: 14, name: 'Jabali Ouma', contractFile: '', auditStatus: 2 },
    ],
    total: 4,
  },
};

function renderField(initial: Record<string, unknown> = {}) {
  let form: FormInstance | undefined;
  function Harness() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={initial}>
        <ContractWorkerField />
        <Form.Item name="contractFile" hidden getValueProps={(value) => ({ value: value ?? '' })}>
          <input readOnly />
        </Form.Item>
      </Form>
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => form!;
}

async function pick(name: string) {
  fireEvent.mouseDown(screen.getByLabelText('Contract worker'));
  fireEvent.click(await screen.findByTitle(name));
}

beforeEach(async () => {
  await changeLocale('en');
  localStorage.setItem('token', 't');
  queryClient.clear();
  mockApi({ '/user/ContractWorker/list': () => workers });
});

describe('ContractWorkerField', () => {
  it("offers the account's workers and uses the picked one's contract when none is uploaded", async () => {
    const form = renderField();
    await pick('Amani Otieno');
    await waitFor(() => expect(form().getFieldValue('contractWorker')).toBe(11));
    expect(form().getFieldValue('contractWorkerName')).toBe('Amani Otieno');
    expect(form().getFieldValue('contractFile')).toBe('1/amani-contract.pdf');
    expect(screen.getByText('Manage contract workers').closest('a')?.getAttribute('href')).toBe(
      '/home/contract-worker',
    );
  }, 60_000);

  it('lists workers not approved yet with their status, and does not let them be picked', async () => {
    const form = renderField();
    fireEvent.mouseDown(screen.getByLabelText('Contract worker'));
    const pending = await screen.findByTitle('Chiku Wanjiru · Pending review');
    const rejected = screen.getByTitle('Jabali Ouma · Rejected');
    for (const option of [pending, rejected])
      expect(option.closest('.ant-select-item-option')?.className).toContain(
        'ant-select-item-option-disabled',
      );
    fireEvent.click(pending);
    expect(form().getFieldValue('contractWorker')).toBeUndefined();
    expect(form().getFieldValue('contractFile')).toBeUndefined();
    expect(screen.getByText(/Only workers we have approved can be named/)).toBeTruthy();
  }, 60_000);

  it('keeps a contract the sender already uploaded', async () => {
    const form = renderField({ contractFile: '1/own-upload.pdf' });
    await pick('Amani Otieno');
    await waitFor(() => expect(form().getFieldValue('contractWorker')).toBe(11));
    expect(form().getFieldValue('contractFile')).toBe('1/own-upload.pdf');
  }, 60_000);
});
