import { useId, useState, type ChangeEvent } from 'react';
import {
  CUSTOMER_PHOTO_REFUSAL_WORDINGS,
  CustomerPhotoMessages,
  CustomerPhotoRules,
  refusalWords,
  type Translator,
} from '@plumbing/shared';
import { useWords } from '../../../platform/i18n/words';
import type { AttachedPhoto, usePhotoUploads } from './use-photo-uploads';
import './photo-attachments.css';

type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/**
 * A photo's refusal, the form's own or the server's, in the page's words (they come in English); one
 * the catalogs do not know reads as it came.
 */
function refusalIn(t: Translator, refusal: string): string {
  return refusalWords(t, refusal, CustomerPhotoMessages, CUSTOMER_PHOTO_REFUSAL_WORDINGS);
}

/** One chosen photo: its thumbnail (or its name, where the browser cannot show HEIC), progress or refusal, and Remove. */
function PhotoItem({ photo, onRemove }: { photo: AttachedPhoto; onRemove(): void }) {
  const [shown, setShown] = useState(true);
  const stateId = useId();
  const t = useWords();
  return (
    <li className={`photo-item photo-item-${photo.status}`}>
      {shown ? (
        <img src={photo.previewUrl} alt="" width={64} height={64} onError={() => setShown(false)} />
      ) : (
        // A file the browser cannot show (HEIC outside Safari, or no picture at all): its kind instead.
        <span className="photo-placeholder" aria-hidden="true">
          {photo.name.split('.').pop()?.slice(0, 4).toUpperCase()}
        </span>
      )}
      <div className="photo-state" id={stateId}>
        <span className="photo-name">{photo.name}</span>
        {photo.status === 'uploading' && <progress value={photo.progress} max={1} aria-label={t('photos.sending', { name: photo.name })} />}
        {photo.status === 'sent' && <span className="field-hint">{t('photos.attached')}</span>}
      </div>
      <button
        type="button"
        className="photo-remove"
        onClick={onRemove}
        aria-describedby={stateId}
        aria-label={t('photos.removeNamed', { name: photo.name })}
      >
        {t('photos.remove')}
      </button>
      {photo.status === 'refused' && (
        <span className="field-error photo-refusal" role="alert">
          {photo.refusal && refusalIn(t, photo.refusal)}
        </span>
      )}
    </li>
  );
}

/**
 * The "Photos of the problem" field of the booking and contact forms (issue #40): the picker (on a
 * phone it offers the camera), then each photo with its thumbnail and progress as it goes up.
 */
export function PhotoAttachments({ uploads, fieldId }: { uploads: PhotoUploads; fieldId: string }) {
  const t = useWords();
  const taken = uploads.photos.filter((photo) => photo.status !== 'refused').length;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.add(Array.from(event.target.files ?? []));
    // The same file may be chosen again after a removal.
    event.target.value = '';
  };
  return (
    <div className="field field-wide photo-attachments">
      <span className="photo-label">{t('photos.label')}</span>
      <p className="field-hint" id={`${fieldId}-hint`}>
        {t('photos.hint', { max: CustomerPhotoRules.maxPerRequest, mb: CustomerPhotoRules.maxMb })}
      </p>
      {uploads.photos.length > 0 && (
        // Named by its own words: the form's markup came from the server, whose ids this list (drawn here) cannot count on.
        <ul className="photo-list" aria-label={t('photos.label')}>
          {uploads.photos.map((photo) => (
            <PhotoItem key={photo.key} photo={photo} onRemove={() => uploads.remove(photo.key)} />
          ))}
        </ul>
      )}
      {taken < CustomerPhotoRules.maxPerRequest && (
        <label className="button button-secondary photo-add">
          <input
            id={fieldId}
            type="file"
            className="visually-hidden"
            accept={CustomerPhotoRules.accept}
            multiple
            onChange={choose}
            aria-describedby={`${fieldId}-hint`}
          />
          {taken ? t('photos.addMore') : t('photos.add')}
        </label>
      )}
    </div>
  );
}
