import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { i18n } from '../../lib/i18n.ts';
import { COMPANY, type KycField, type KycValues } from './kycFields.ts';
import { rulesFor } from './kycRules.ts';

const FIELDS: KycField[] = ['companyName', 'tradingName', 'industry', 'remitCountries', 'phone'];

/** The names of the fields antd's validation refuses for these values. */
async function refused(values: KycValues): Promise<string[]> {
  let instance: FormInstance | undefined;
  function Probe() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form}>
        {FIELDS.map((field) => (
          <Form.Item key={field} name={field} rules={rulesFor(field, COMPANY, i18n.t)}>
            <input />
          </Form.Item>
        ))}
      </Form>
    );
  }
  render(<Probe />);
  instance!.setFieldsValue(values);
  const outcome = await instance!.validateFields().then(
    () => [],
    (e: { errorFields: { name: string[] }[] }) => e.errorFields.map((f) => f.name[0]!),
  );
  return outcome;
}

describe('KYB rules in the form', () => {
  it('accepts chosen numbers and country lists as answers', async () => {
    const values = { companyName: 'Acme', industry: 3, remitCountries: [156], phone: '+254 700 1' };
    expect(await refused(values)).toEqual([]);
  });

  it('refuses blank text, an empty list and a malformed phone, but not a missing trading name', async () => {
    const values = { companyName: '   ', industry: 3, remitCountries: [], phone: '07-00' };
    expect(await refused(values)).toEqual(['companyName', 'remitCountries', 'phone']);
  });
});
