/** The API's ResponsiveImage: a WebP srcset and the photo's size, or just a src for photos stored elsewhere. */
export interface Picture {
  src: string;
  srcset?: string | null;
  width?: number | null;
  height?: number | null;
}

interface ProjectImageProps {
  picture: Picture | null | undefined;
  alt: string;
  /** How wide the image is laid out, for the browser's pick from srcset (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The first image seen on a page loads at once; the rest when scrolled near. */
  priority?: boolean;
  /** The language of `alt` when not the page's (the owner's English title on a Spanish page). */
  lang?: string;
  /** What a project without a photo is read as; default '<alt>: no photo yet'. */
  missingLabel?: string;
}

/** A project photo: the smallest WebP copy that fills its box, with its size reserved (no layout shift). */
export function ProjectImage({ picture, alt, sizes, className, priority = false, lang, missingLabel }: ProjectImageProps) {
  if (!picture)
    return <div className={`project-image-missing ${className ?? ''}`} role="img" aria-label={missingLabel ?? `${alt}: no photo yet`} />;
  return (
    <img
      lang={lang}
      className={className}
      src={picture.src}
      srcSet={picture.srcset ?? undefined}
      sizes={picture.srcset ? sizes : undefined}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
