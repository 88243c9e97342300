import { useEffect, useRef } from 'react';
import type { FormInstance } from 'antd';

/**
 * Fills a dialog's form when it opens, or when it is opened for another item (`openKey`, null
 * while closed), and at no other time. A background refetch hands the dialog a new object for
 * the same item; filling again then would silently undo what the user has just changed (a
 * member set to "Disabled" saved as enabled).
 */
export function useFormOpening<T>(
  form: FormInstance<T>,
  openKey: string | null,
  initial: Parameters<FormInstance<T>['setFieldsValue']>[0],
): void {
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (openKey === filledFor.current) return;
    filledFor.current = openKey;
    if (openKey === null) return;
    form.resetFields();
    form.setFieldsValue(initial);
  }, [form, openKey, initial]);
}
