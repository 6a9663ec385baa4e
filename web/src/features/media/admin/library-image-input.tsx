import { PictureOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import MediaPicker from './media-picker';

interface LibraryImageInputProps {
  /** From the antd Form.Item around it. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** Names the field for the button's screen-reader label, e.g. "Open Graph image". */
  label: string;
}

/** An image address, typed in or chosen from the media library (a page's link preview image, issue #52). */
export function LibraryImageInput({ value, onChange, id, label }: LibraryImageInputProps) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Space.Compact block>
        <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="https://… or /…" inputMode="url" />
        <Button icon={<PictureOutlined />} onClick={() => setPicking(true)} aria-label={`Choose the ${label} from the media library`}>
          Library
        </Button>
      </Space.Compact>
      {picking && (
        <MediaPicker
          purpose="social"
          onClose={() => setPicking(false)}
          onPick={({ url }) => {
            onChange?.(url);
            setPicking(false);
          }}
        />
      )}
    </>
  );
}
