import { Descriptions, Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/countries.ts';
import type { KycApplication } from '../api.ts';
import { fieldsFor, isFileField, labelKeyOf, type KycField, type KycValue } from '../kycFields.ts';

const OPTION_FIELDS = new Set<KycField>(['industry', 'volumeBand', 'idType']);
const COUNTRY_FIELDS = new Set<KycField>(['nationality', 'receiveCountries', 'remitCountries']);

/** An ID number shows only its last four characters: the page may be on a shared screen. */
const masked = (value: string) =>
  value.length > 4 ? `${'•'.repeat(Math.min(value.length - 4, 8))}${value.slice(-4)}` : value;

/** What was verified: the answers of the approved application and the documents checked. */
export function KycSummary({ application }: { application: KycApplication }) {
  const { t, i18n } = useTranslation();
  const { data: countries = [] } = useCountries();
  const countryName = (id: number) => {
    const c = countries.find((x) => x.countryId === id);
    return c ? (i18n.language === 'zh' ? c.nameZh : c.nameEn) : String(id);
  };
  const show = (field: KycField, value: KycValue) => {
    if (value === null || value === undefined || value === '') return '-';
    if (COUNTRY_FIELDS.has(field))
      return (Array.isArray(value) ? value : [Number(value)]).map(countryName).join(', ');
    if (OPTION_FIELDS.has(field)) return t(`kyc:${field}.${String(value)}`);
    if (field === 'idNumber') return masked(String(value));
    return String(value);
  };
  const fields = fieldsFor(application.userType);
  const documents = fields.filter((f) => isFileField(f) && application[f]);
  return (
    <Descriptions
      title={t('kyc:summary.title')}
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      data-testid="kyc-summary"
    >
      {fields
        .filter((f) => !isFileField(f))
        .map((field) => (
          <Descriptions.Item key={field} label={t(labelKeyOf(field, application.userType))}>
            {show(field, application[field])}
          </Descriptions.Item>
        ))}
      <Descriptions.Item label={t('kyc:summary.documents')} span="filled">
        {documents.map((field) => (
          <Tag key={field} icon={<CheckCircleOutlined />} color="success" className="kyc-doc-tag">
            {t(`kyc:field.${field}`)}
          </Tag>
        ))}
      </Descriptions.Item>
    </Descriptions>
  );
}
