import { Button, Checkbox, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { imageUsePrefix } from '@plumbing/shared';
import { AppLink } from '../../../platform/navigation/navigation';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import type { ModalApi } from '../../../ui/admin/use-confirmed-delete';
import { imageSize } from './media-format';
import type { MediaLibraryItem } from './use-media-library';

interface LibraryImageCardProps {
  item: MediaLibraryItem;
  modal: ModalApi;
  describe: (id: string, alt: string, decorative: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** Where an image is used, each place a link to where it is edited. */
function ImageUses({ uses }: Pick<MediaLibraryItem, 'uses'>) {
  if (uses.length === 0) return <Typography.Text type="secondary">Not used on any page</Typography.Text>;
  return (
    <span>
      Used on{' '}
      {uses.map((use, index) => (
        <span key={`${use.editPath}-${use.title}`}>
          {index > 0 && ', '}
          {imageUsePrefix(use)} <AppLink to={use.editPath}>{use.title}</AppLink>
        </span>
      ))}
    </span>
  );
}

/** One image of /admin/media: its picture, size and uses; a library image's alt text and delete. */
export function LibraryImageCard({ item, modal, describe, remove }: LibraryImageCardProps) {
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = item.libraryId;
  const changed = alt.trim() !== item.alt || decorative !== item.decorative;

  const run = async (what: 'saving' | 'deleting', action: () => Promise<unknown>, fallback: string) => {
    setRefusal(null);
    setBusy(what);
    try {
      await action();
    } catch (error) {
      setRefusal(saveErrorText(error) ?? fallback);
    } finally {
      setBusy(null);
    }
  };
  const saveAlt = (imageId: string) => void run('saving', () => describe(imageId, alt, decorative), 'The alt text could not be saved.');
  const confirmDelete = async () => {
    const confirmed = await modal.confirm({
      title: 'Delete this image?',
      content: `${item.name} and its copies are removed for good.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
    });
    if (confirmed && id) await run('deleting', () => remove(id), 'The image could not be deleted. Please try again.');
  };

  return (
    <li className="library-image">
      <img
        className="library-image-picture"
        src={item.image.src}
        srcSet={item.image.srcset ?? undefined}
        sizes="160px"
        width={item.image.width ?? undefined}
        height={item.image.height ?? undefined}
        alt={item.alt}
        loading="lazy"
      />
      <div className="library-image-details">
        <Typography.Text strong ellipsis className="library-image-name">
          {item.name}
        </Typography.Text>
        <Typography.Text type="secondary">{imageSize(item)}</Typography.Text>
        <ImageUses uses={item.uses} />
        {id ? (
          <>
            <label className="library-image-alt">
              <span>
                Alt text{' '}
                {!item.alt && !item.decorative && (
                  <Tag color="warning" variant="outlined">
                    Not written yet
                  </Tag>
                )}
              </span>
              <Input
                value={decorative ? '' : alt}
                disabled={decorative}
                maxLength={300}
                placeholder="What the image shows, e.g. New tankless water heater in a garage"
                onChange={(event) => setAlt(event.target.value)}
                onPressEnter={() => changed && saveAlt(id)}
              />
            </label>
            <Checkbox checked={decorative} onChange={(event) => setDecorative(event.target.checked)}>
              Decorative (no alt text: screen readers skip it)
            </Checkbox>
            <div className="library-image-actions">
              <Button disabled={!changed} loading={busy === 'saving'} onClick={() => saveAlt(id)}>
                Save alt text
              </Button>
              <Button danger loading={busy === 'deleting'} onClick={() => void confirmDelete()} aria-label={`Delete ${item.name}`}>
                Delete
              </Button>
            </div>
          </>
        ) : item.uses.some((use) => use.kind === 'project') ? (
          <Typography.Text type="secondary">Alt text: “{item.alt}” (the project’s title or the photo’s caption)</Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            Its project replaced it or was deleted: it stays while a page shows it and is removed once none does.
          </Typography.Text>
        )}
        {refusal && (
          <Typography.Text type="danger" role="alert">
            {refusal}
          </Typography.Text>
        )}
      </div>
    </li>
  );
}
