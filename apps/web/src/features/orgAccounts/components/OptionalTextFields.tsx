import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthRule } from '../rules.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

/** Optional text inputs, two to a row on wide screens, each held to its server length limit. */
export function OptionalTextFields({
  fields,
  label,
}: {
  fields: readonly (readonly [string, number])[];
  label: (field: string) => string;
}) {
  const { t } = useTranslation();
  return fields.map(([field, limit]) => (
    <Col key={field} xs={24} md={12}>
      <Form.Item name={field} label={label(field)} rules={[maxLengthRule(t, limit)]}>
        <TrimmedInput maxLength={limit} />
      </Form.Item>
    </Col>
  ));
}
