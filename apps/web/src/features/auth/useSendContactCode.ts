import { Form } from 'antd';
import { authApi, type CodeScene } from './api.ts';
import type { ContactMethod } from './components/ContactFields.tsx';

/**
 * Sends a code by SMS or email to the contact of the surrounding form, once its contact fields
 * are valid; resolves false (nothing sent) while they are not.
 */
export function useSendContactCode(method: ContactMethod, scene: CodeScene) {
  const form = Form.useFormInstance();

  return async () => {
    const fields = method === 'phone' ? ['countryId', 'phone'] : ['email'];
    const values = await form.validateFields(fields).catch(() => null);
    if (!values) return false;
    if (method === 'phone') {
      await authApi.sendSmsCode({ countryId: values.countryId, phone: values.phone, scene });
    } else {
      await authApi.sendMailCode({ email: values.email, scene });
    }
    return true;
  };
}
