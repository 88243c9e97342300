import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';
import { useCountries } from '../../../lib/countries.ts';
import {
  ID_TYPES,
  INDUSTRIES,
  isFileField,
  labelKeyOf,
  TEXT_MAX,
  VOLUME_BANDS,
  type KycField,
} from '../kycFields.ts';
import { rulesFor } from '../kycRules.ts';
import { KycDocumentInput } from './KycDocumentInput.tsx';
import '../../../components/plain/plainControls.css';

const LONG_TEXT = new Set<KycField>(['address', 'natureScope']);
const COUNTRY_LISTS = new Set<KycField>(['receiveCountries', 'remitCountries']);

/** One answer of the application: its label, the control that suits it and the server's rules. */
export function KycFormItem({ field, userType }: { field: KycField; userType: number }) {
  const { t } = useTranslation();
  const label = t(labelKeyOf(field, userType));
  if (field === 'dateOfBirth')
    return (
      <Form.Item name={field} label={label} rules={rulesFor(field, userType, t)}>
        <BirthDateInput />
      </Form.Item>
    );
  return (
    <Form.Item name={field} label={label} rules={rulesFor(field, userType, t)}>
      <KycControl field={field} />
    </Form.Item>
  );
}

/** The input of one answer; antd's Form.Item passes value, onChange and id through. */
function KycControl({ field, ...props }: { field: KycField }) {
  const { t } = useTranslation();
  if (isFileField(field)) return <KycDocumentInput {...props} />;
  if (COUNTRY_LISTS.has(field) || field === 'nationality')
    return <CountrySelect multiple={field !== 'nationality'} {...props} />;
  const options =
    field === 'industry'
      ? INDUSTRIES
      : field === 'volumeBand'
        ? VOLUME_BANDS
        : field === 'idType'
          ? ID_TYPES
          : null;
  if (options)
    return (
      <Select
        {...props}
        placeholder={t('kyc:placeholder.select')}
        showSearch={{ optionFilterProp: 'label' }}
        options={options.map((v) => ({ value: v, label: t(`kyc:${field}.${v}`) }))}
      />
    );
  if (LONG_TEXT.has(field))
    return <TrimmedTextArea rows={3} maxLength={TEXT_MAX[field]} {...props} />;
  return (
    <TrimmedInput
      {...props}
      maxLength={TEXT_MAX[field]}
      inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
      autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'off'}
    />
  );
}

function CountrySelect({ multiple, ...props }: { multiple: boolean }) {
  const { t, i18n } = useTranslation();
  const { data = [], isLoading } = useCountries();
  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      loading={isLoading}
      placeholder={t(multiple ? 'kyc:placeholder.countries' : 'kyc:placeholder.select')}
      showSearch={{ optionFilterProp: 'label' }}
      options={data.map((c) => ({
        value: c.countryId,
        label: i18n.language === 'zh' ? c.nameZh : c.nameEn,
      }))}
    />
  );
}

/**
 * The date of birth as the phone's own date picker (a native date input, like the lists' date
 * filters: docs/web-app.md): its value is already the API's YYYY-MM-DD, and antd's picker and
 * dayjs stay off the form (issue 16). The picker offers no date under 18 years ago; the rule
 * still checks a typed one.
 */
function BirthDateInput(props: {
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const today = new Date();
  const latest = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
  return (
    <input
      type="date"
      id={props.id}
      className="plain-input kyc-date-input"
      min="1900-01-01"
      max={isoDate(latest)}
      placeholder={t('kyc:placeholder.date')}
      value={props.value ?? ''}
      onChange={(event) => props.onChange?.(event.target.value || undefined)}
    />
  );
}

/** A local calendar day as YYYY-MM-DD. */
const isoDate = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
