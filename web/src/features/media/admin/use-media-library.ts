import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MediaLibraryItemFieldsFragment } from '../../../gql/graphql';
import { UploadRefused, uploadWithProgress } from '../../../platform/apollo/upload-with-progress';
import {
  DeleteLibraryImageMutation,
  DescribeLibraryImageMutation,
  MediaLibraryQuery,
  UploadLibraryImageMutation,
} from './media-operations';

export type MediaLibraryItem = MediaLibraryItemFieldsFragment;

/** One file being sent to the library: how far it got, or why it was refused. */
export interface LibraryUpload {
  id: number;
  name: string;
  /** 0 to 1. */
  share: number;
  failure: string | null;
}

let nextUploadId = 0;

/**
 * The media library (issue #52): its images, and uploads of several files at once, each with its own
 * progress and refusal, sent one after another (the server decodes one photo at a time anyway).
 */
export function useMediaLibrary() {
  const library = useQuery(MediaLibraryQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const refetchQueries = [MediaLibraryQuery];
  const [describeImage] = useMutation(DescribeLibraryImageMutation, { refetchQueries });
  const [deleteImage] = useMutation(DeleteLibraryImageMutation, { refetchQueries, awaitRefetchQueries: true });
  const [uploads, setUploads] = useState<LibraryUpload[]>([]);

  const change = (id: number, update: Partial<LibraryUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...update } : upload)));

  /** Uploads the files; answers those the library took, in order. A refused one stays listed with its reason. */
  async function upload(files: File[]): Promise<MediaLibraryItem[]> {
    const started = files.map((file) => ({ file, id: nextUploadId++ }));
    setUploads((current) => [
      ...current.filter((done) => done.failure),
      ...started.map(({ file, id }) => ({ id, name: file.name, share: 0, failure: null })),
    ]);
    const added: MediaLibraryItem[] = [];
    for (const { file, id } of started) {
      try {
        const data = await uploadWithProgress(UploadLibraryImageMutation, {}, file, (loaded) =>
          change(id, { share: loaded / (file.size || 1) }),
        );
        added.push(data.uploadLibraryImage);
        setUploads((current) => current.filter((done) => done.id !== id));
      } catch (error) {
        change(id, {
          failure: error instanceof UploadRefused ? error.message : 'The upload was interrupted. Check the connection and try again.',
        });
      }
    }
    if (added.length > 0) await library.refetch().catch(() => undefined);
    return added;
  }

  return {
    items: library.data?.mediaLibrary,
    loading: library.loading,
    failed: Boolean(library.error),
    refetch: library.refetch,
    uploads,
    dismissUpload: (id: number) => setUploads((current) => current.filter((upload) => upload.id !== id)),
    upload,
    describe: (id: string, alt: string, decorative: boolean) => describeImage({ variables: { id, alt, decorative } }),
    remove: (id: string) => deleteImage({ variables: { id } }),
  };
}
