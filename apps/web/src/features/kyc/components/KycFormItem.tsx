import { DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
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

const LONG_TEXT = new Set<KycField>(['address', 'natureScope']);
const COUNTRY_LISTS = new Set<KycField>(['receiveCountries', 'remitCountries']);

/** One answer of the application: its label, the control that suits it and the server's rules. */
export function KycFormItem({ field, userType }: { field: KycField; userType: number }) {
  const { t } = useTranslation();
  const label = t(labelKeyOf(field, userType));
  if (field === 'dateOfBirth')
    return (
      <Form.Item
        name={field}
        label={label}
        rules={rulesFor(field, userType, t)}
        // The form keeps the API's YYYY-MM-DD string; the picker works with dayjs.
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(date?: dayjs.Dayjs | null) => date?.format('YYYY-MM-DD')}
      >
        <DatePicker
          style={{ width: '100%' }}
          placeholder={t('kyc:placeholder.date')}
          disabledDate={(d) => d.isAfter(dayjs().subtract(18, 'year')) || d.year() < 1900}
          defaultPickerValue={dayjs().subtract(30, 'year')}
        />
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
    return <TrimmedTextArea rows={3} maxLength={TEXT_MAX[field]} showCount {...props} />;
  return (
    <TrimmedInput
      {...props}
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
