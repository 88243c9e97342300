import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { NewPasswordFields } from './NewPasswordFields.tsx';

const repeats: Rule[] = [
  ({ getFieldValue }) => ({
    validator: (_, value?: string) =>
      !value || value === getFieldValue('pin')
        ? Promise.resolve()
        : Promise.reject(new Error('Does not match')),
  }),
];

/** Lets the form's asynchronous validation finish. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('NewPasswordFields', () => {
  it('checks the repetition again when the password changes', async () => {
    render(
      <Form>
        <NewPasswordFields
          name="pin"
          confirmName="pinAgain"
          label="PIN"
          confirmLabel="PIN again"
          rules={[]}
          confirmRules={repeats}
          extra="6 digits"
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        />
      </Form>,
    );
    const pin = screen.getByLabelText('PIN');
    const again = screen.getByLabelText('PIN again');
    expect(screen.getByText('6 digits')).toBeTruthy();
    for (const input of [pin, again]) {
      expect(input.getAttribute('autocomplete')).toBe('new-password');
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('maxlength')).toBe('6');
    }

    fireEvent.change(pin, { target: { value: '246810' } });
    fireEvent.change(again, { target: { value: '246810' } });
    await settle();
    expect(screen.queryByText('Does not match')).toBeNull();
    fireEvent.change(pin, { target: { value: '135790' } });
    expect(await screen.findByText('Does not match')).toBeTruthy();
  });
});
