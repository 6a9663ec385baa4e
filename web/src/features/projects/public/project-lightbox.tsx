import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useWords } from '../../../platform/i18n/words';
import type { Picture } from '../project-image';
import './project-lightbox.css';

export interface LightboxImage {
  picture: Picture;
  caption: string;
}

interface ProjectLightboxProps {
  images: LightboxImage[];
  /** The image shown. */
  index: number;
  /** The project's title in the page's language where the owner wrote it so, for the labels. */
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The gallery's full-screen view (spec §2): arrow keys move through the photos, Escape closes.
 * A native modal <dialog>: focus stays inside, the page behind is inert, and focus returns to
 * the thumbnail that opened it.
 */
export function ProjectLightbox({ images, index, title, onIndexChange, onClose }: ProjectLightboxProps) {
  const t = useWords();
  // The owner's captions are English (issue #41: a project's Spanish version has none).
  const ownerLang = t.locale === 'en' ? undefined : 'en';
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => element.close();
  }, []);

  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const image = images[index];
  const number = index + 1;
  const label = image.caption || t('project.lightbox.photo', { title, number });

  return (
    // Escape fires the dialog's own close; the click on the backdrop (the dialog itself) closes too.
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t('project.lightbox.label', { title, number, count })}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="lightbox-bar">
        <p className="lightbox-count" aria-live="polite">
          {t('project.lightbox.count', { number, count })}
        </p>
        <button type="button" className="lightbox-button" onClick={onClose} aria-label={t('project.lightbox.close')} autoFocus>
          ✕
        </button>
      </div>
      <figure className="lightbox-figure">
        <img
          key={image.picture.src}
          src={image.picture.src}
          srcSet={image.picture.srcset ?? undefined}
          sizes="100vw"
          width={image.picture.width ?? undefined}
          height={image.picture.height ?? undefined}
          alt={label}
          lang={image.caption ? ownerLang : undefined}
          className="lightbox-image"
        />
        {image.caption && (
          <figcaption className="lightbox-caption" lang={ownerLang}>
            {image.caption}
          </figcaption>
        )}
      </figure>
      {count > 1 && (
        <div className="lightbox-nav">
          <button type="button" className="lightbox-button" onClick={() => go(-1)} aria-label={t('project.lightbox.previous')}>
            ‹
          </button>
          <button type="button" className="lightbox-button" onClick={() => go(1)} aria-label={t('project.lightbox.next')}>
            ›
          </button>
        </div>
      )}
    </dialog>
  );
}
