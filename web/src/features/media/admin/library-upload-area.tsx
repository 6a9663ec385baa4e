import { InboxOutlined } from '@ant-design/icons';
import { Button, Progress, Typography, Upload } from 'antd';
import type { LibraryUpload } from './use-media-library';

/** What the file picker offers: the formats the server accepts (it checks the bytes again). */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

interface LibraryUploadAreaProps {
  uploads: LibraryUpload[];
  onFiles: (files: File[]) => void;
  onDismiss: (id: number) => void;
  /** A shorter area, in a dialog. */
  compact?: boolean;
}

/** Drop several images (or choose them) to add them to the library; each shows its progress, or why it was refused. */
export function LibraryUploadArea({ uploads, onFiles, onDismiss, compact }: LibraryUploadAreaProps) {
  return (
    <div className="library-upload">
      <Upload.Dragger
        accept={IMAGE_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={(file, files) => {
          // Called once per file of a drop: the batch is sent once, with its first file.
          if (file === files[0]) onFiles(files);
          return Upload.LIST_IGNORE;
        }}
        className={compact ? 'library-upload-compact' : undefined}
      >
        {!compact && (
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
        )}
        <p className="ant-upload-text">Drop images here, or click to choose them</p>
        <p className="ant-upload-hint">JPEG, PNG, WebP, GIF or AVIF; several at once.</p>
      </Upload.Dragger>
      {uploads.length > 0 && (
        <ul className="library-upload-list" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.id}>
              <Typography.Text ellipsis className="library-upload-name">
                {upload.name}
              </Typography.Text>
              {upload.failure ? (
                <>
                  <Typography.Text type="danger" role="alert">
                    {upload.failure}
                  </Typography.Text>
                  <Button size="small" type="text" onClick={() => onDismiss(upload.id)} aria-label={`Dismiss ${upload.name}`}>
                    Dismiss
                  </Button>
                </>
              ) : (
                <Progress percent={Math.round(upload.share * 100)} size="small" aria-label={`Uploading ${upload.name}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
