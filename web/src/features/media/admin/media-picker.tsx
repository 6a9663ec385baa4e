import { Checkbox, Empty, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { LibraryUploadArea } from './library-upload-area';
import { imageSize, libraryImagesOf, projectPhotosOf } from './media-format';
import { useMediaLibrary, type MediaLibraryItem } from './use-media-library';
import './media-screen.css';

/** What the owner picked: the image's address and, for a page, the alt text it gets there ("" when decorative). */
export interface PickedImage {
  url: string;
  alt: string;
}

/** Mounted while the owner picks: shown open, gone once closed. */
interface MediaPickerProps {
  /** page: an image in the page's words, which needs its alt text; social: a link preview's image. */
  purpose: 'page' | 'social';
  onClose: () => void;
  onPick: (picked: PickedImage) => void;
}

const ALT_REQUIRED = 'Describe what the image shows, or mark it decorative.';

/** Picks an image of the media library, or uploads new ones to pick from (issue #52). */
export default function MediaPicker({ purpose, onClose, onPick }: MediaPickerProps) {
  const library = useMediaLibrary();
  const images = libraryImagesOf(library.items);
  // A project's photo too: it stays stored while a page shows it, whatever its project does with it.
  const projectPhotos = projectPhotosOf(library.items);
  const [chosen, setChosen] = useState<MediaLibraryItem | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [missingAlt, setMissingAlt] = useState(false);
  const forPage = purpose === 'page';

  const choose = (item: MediaLibraryItem) => {
    setChosen(item);
    setAlt(item.alt);
    setDecorative(item.decorative);
    setMissingAlt(false);
  };
  const uploadThenChoose = async (files: File[]) => {
    const [first] = await library.upload(files);
    if (first) choose(first);
  };
  const pick = () => {
    if (!chosen) return;
    const text = alt.trim();
    if (forPage && !decorative && !text) {
      setMissingAlt(true);
      return;
    }
    // The first description written for an image becomes the library's: the next page offers it.
    if (forPage && chosen.libraryId && !chosen.alt && !chosen.decorative)
      void library.describe(chosen.libraryId, text, decorative).catch(() => undefined);
    onPick({ url: chosen.url, alt: decorative ? '' : text });
  };

  return (
    <Modal
      open
      title={forPage ? 'Insert an image' : 'Choose the link preview image'}
      okText={forPage ? 'Insert' : 'Use this image'}
      okButtonProps={{ disabled: !chosen }}
      onOk={pick}
      onCancel={onClose}
      width={760}
    >
      <LibraryUploadArea
        uploads={library.uploads}
        onFiles={(files) => void uploadThenChoose(files)}
        onDismiss={library.dismissUpload}
        compact
      />
      {!library.items && library.loading ? (
        <Spin aria-label="Loading the images" />
      ) : images.length === 0 && projectPhotos.length === 0 ? (
        <Empty description="No images in the library yet: drop one above." />
      ) : (
        <>
          {projectPhotos.length > 0 && (
            <Typography.Title level={3} className="media-picker-heading">
              Images in the library
            </Typography.Title>
          )}
          {images.length > 0 ? (
            <ImageChoices label="Images in the library" items={images} chosen={chosen} onChoose={choose} />
          ) : (
            <Typography.Paragraph type="secondary">No images uploaded yet: drop one above.</Typography.Paragraph>
          )}
          {projectPhotos.length > 0 && (
            <>
              <Typography.Title level={3} className="media-picker-heading">
                Project photos
              </Typography.Title>
              <ImageChoices label="Project photos" items={projectPhotos} chosen={chosen} onChoose={choose} />
            </>
          )}
        </>
      )}
      {chosen && forPage && (
        <div className="media-picker-alt">
          <label htmlFor="media-picker-alt">Alt text</label>
          <Input
            id="media-picker-alt"
            value={decorative ? '' : alt}
            disabled={decorative}
            maxLength={300}
            status={missingAlt ? 'error' : undefined}
            aria-invalid={missingAlt}
            aria-describedby={missingAlt ? 'media-picker-alt-missing' : undefined}
            placeholder="What the image shows, e.g. New tankless water heater in a garage"
            onChange={(event) => {
              setAlt(event.target.value);
              setMissingAlt(false);
            }}
            onPressEnter={pick}
          />
          {missingAlt && (
            <Typography.Text type="danger" role="alert" id="media-picker-alt-missing">
              {ALT_REQUIRED}
            </Typography.Text>
          )}
          <Checkbox
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked);
              setMissingAlt(false);
            }}
          >
            Decorative (no alt text: screen readers skip it)
          </Checkbox>
        </div>
      )}
    </Modal>
  );
}

/** A group of images to pick one of, each with its size; the one chosen is checked. */
function ImageChoices({
  label,
  items,
  chosen,
  onChoose,
}: {
  label: string;
  items: MediaLibraryItem[];
  chosen: MediaLibraryItem | null;
  onChoose: (item: MediaLibraryItem) => void;
}) {
  return (
    <div className="media-picker-grid" role="radiogroup" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.url}
          type="button"
          role="radio"
          aria-checked={chosen?.url === item.url}
          className="media-picker-choice"
          onClick={() => onChoose(item)}
          title={item.name}
        >
          <img src={item.image.src} srcSet={item.image.srcset ?? undefined} sizes="120px" alt={item.alt || item.name} loading="lazy" />
          <span className="media-picker-size">{imageSize(item)}</span>
        </button>
      ))}
    </div>
  );
}
