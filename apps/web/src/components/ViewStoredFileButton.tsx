import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { openStoredFile } from '../lib/storedFile.ts';

type Props = Omit<ButtonProps, 'onClick' | 'loading' | 'icon' | 'type'> & {
  /** The stored path of the upload. */
  path: string;
};

/** A link-style "view" button for an uploaded document; it spins while the signed link loads. */
export function ViewStoredFileButton({ path, ...button }: Props) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openStoredFile(path);
    } catch {
      // The request layer has told the user why.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      type="link"
      icon={<EyeOutlined />}
      loading={opening}
      onClick={() => void open()}
      {...button}
    />
  );
}
