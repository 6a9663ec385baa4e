import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { MediaMessages } from '@plumbing/shared';
import { useRevealOnChange } from '../../../ui/use-reveal';
import type { PhotoValue } from './projects-form';

/** What the file picker offers: the formats the server accepts (it checks the bytes again). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface PhotoPickerProps {
  value: PhotoValue | null;
  onChange: (value: PhotoValue | null) => void;
  /** Names the photo for screen readers, e.g. "main photo" or "gallery photo 2". */
  label: string;
  id?: string;
  invalid?: boolean;
  /** Off where the surrounding row has its own remove button. */
  removable?: boolean;
}

/** Picks an image file with a preview and a remove button; the upload itself happens on save. */
export function PhotoPicker({ value, onChange, label, id, invalid, removable = true }: PhotoPickerProps) {
  const file = value?.file;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  const preview = objectUrl ?? value?.url;
  // The browser types a file by its name: a picked file whose preview cannot be decoded is no photo.
  // A new object per refusal, so each one is brought into view: the picker may sit at the dialog's bottom edge.
  const [notAPhoto, setNotAPhoto] = useState<object | null>(null);
  const refusalRef = useRevealOnChange<HTMLDivElement>(notAPhoto);
  const refuse = () => {
    setNotAPhoto({});
    onChange(null);
  };

  return (
    <Flex gap="middle" align="center" wrap className={`photo-picker${invalid || notAPhoto ? ' photo-picker-invalid' : ''}`}>
      <div className="photo-preview">
        {preview ? (
          <img src={preview} alt={`Preview of the ${label}`} onError={file ? refuse : undefined} />
        ) : (
          <PictureOutlined aria-hidden />
        )}
      </div>
      <Flex gap="small" wrap>
        <Upload
          accept={PHOTO_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(picked) => {
            const typedAsImage = picked.type.startsWith('image/');
            setNotAPhoto(typedAsImage ? null : {});
            if (typedAsImage) onChange({ url: '', file: picked });
            return Upload.LIST_IGNORE; // kept in the form; uploaded when the project is saved
          }}
        >
          <Button id={id} icon={<PictureOutlined />} aria-label={`${preview ? 'Replace' : 'Choose'} ${label}`}>
            {preview ? 'Replace' : 'Choose photo'}
          </Button>
        </Upload>
        {preview && removable && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </Flex>
      {notAPhoto && (
        <div ref={refusalRef} tabIndex={-1}>
          <Typography.Text type="danger" role="alert">
            {MediaMessages.notAnImage}
          </Typography.Text>
        </div>
      )}
    </Flex>
  );
}
