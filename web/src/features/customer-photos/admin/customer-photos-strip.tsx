import { Alert, Image, Skeleton, Space, Typography } from 'antd';
import { graphql } from '../../../gql';
import type { CustomerPhotoFieldsFragment } from '../../../gql/graphql';

/** What the strip shows of each photo: the queries of the appointment dialog and a message spread it. */
export const CustomerPhotoFields = graphql(`
  fragment CustomerPhotoFields on ShownCustomerPhoto {
    id
    url
    thumbnailUrl
  }
`);

type StripPhoto = CustomerPhotoFieldsFragment;

interface CustomerPhotosStripProps {
  photos: readonly StripPhoto[] | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * The photos a customer sent with a request (issue #40), in the appointment dialog and a message:
 * thumbnails a tap opens full size, one after another. Their addresses work for minutes: the
 * screen asks for them when it opens, never from a cache.
 */
export function CustomerPhotosStrip(props: CustomerPhotosStripProps) {
  return (
    <section aria-label="Photos from the customer">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Photos from the customer
      </Typography.Title>
      <Photos {...props} />
    </section>
  );
}

function Photos({ photos, loading, failed }: CustomerPhotosStripProps) {
  if (loading && !photos) return <Skeleton.Image active />;
  if (failed) return <Alert type="warning" showIcon title="The customer's photos could not be loaded. Close and open this again." />;
  if (!photos?.length) return <Typography.Text type="secondary">No photos sent</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {photos.map((photo, index) => (
          <Image
            key={photo.id}
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            src={photo.thumbnailUrl}
            preview={{ src: photo.url }}
            alt={`Photo ${index + 1} of ${photos.length} from the customer`}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
