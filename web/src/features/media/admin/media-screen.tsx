import { Empty, Modal, Spin, Typography } from 'antd';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, LoadFailure, RefreshButton } from '../../../ui/admin/admin-screen-parts';
import { LibraryImageCard } from './library-image-card';
import { LibraryUploadArea } from './library-upload-area';
import { libraryImagesOf, projectPhotosOf } from './media-format';
import { useMediaLibrary, type MediaLibraryItem } from './use-media-library';
import './media-screen.css';

/** /admin/media (issue #52): every image the site holds, where each is used; images for pages are uploaded, described and deleted here. */
export default function MediaScreen() {
  usePageTitle('Media');
  const library = useMediaLibrary();
  const [modal, contextHolder] = Modal.useModal();
  const { items } = library;
  const forPages = libraryImagesOf(items);
  const projectPhotos = projectPhotosOf(items);

  const list = (shown: MediaLibraryItem[]) => (
    <ul className="library-images">
      {shown.map((item) => (
        <LibraryImageCard key={item.url} item={item} modal={modal} describe={library.describe} remove={library.remove} />
      ))}
    </ul>
  );

  return (
    <>
      {contextHolder}
      <AdminHeading title="Media">
        <RefreshButton refetch={library.refetch} />
      </AdminHeading>
      <Typography.Paragraph type="secondary">
        Images for your pages: upload them here or while editing a page, and give each a short description (alt text) for people who cannot
        see it. An image a page uses cannot be deleted until the page no longer shows it.
      </Typography.Paragraph>
      {library.failed && <LoadFailure title="Failed to fetch the images" stale={Boolean(items)} />}
      <LibraryUploadArea uploads={library.uploads} onFiles={(files) => void library.upload(files)} onDismiss={library.dismissUpload} />
      <Typography.Title level={2} className="library-heading">
        Images for pages {items && <span className="library-count">({forPages.length})</span>}
      </Typography.Title>
      {!items && library.loading ? (
        <Spin aria-label="Loading the images" />
      ) : forPages.length === 0 ? (
        <Empty description="No images yet: drop some above." />
      ) : (
        list(forPages)
      )}
      {projectPhotos.length > 0 && (
        <>
          <Typography.Title level={2} className="library-heading">
            Project photos <span className="library-count">({projectPhotos.length})</span>
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Changed and removed in their project. A page can show one too: pick it when you insert an image.
          </Typography.Paragraph>
          {list(projectPhotos)}
        </>
      )}
    </>
  );
}
