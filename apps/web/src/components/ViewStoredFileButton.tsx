import { Button, type ButtonProps } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { openStoredFile } from '../lib/storedFile.ts';
import { usePendingAction } from '../lib/usePendingAction.ts';

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'icon' | 'type'> & {
  /** The stored path of the upload. */
  path: string;
};

/** A link-style "view" button for an uploaded document; it spins while the signed link loads. */
export function ViewStoredFileButton({ path, ...button }: Props) {
  const [opening, run] = usePendingAction();
  return (
    <Button
      type="link"
      icon={<EyeOutlined />}
      loading={opening}
      onClick={() => void run(() => openStoredFile(path))}
      {...button}
    />
  );
}
