import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminAreaPagesQuery, DeleteAreaPageMutation } from './area-pages-operations';

/** Deletes a page whose area has left the profile (issue #42), and says when that failed. */
export function useDeleteAreaPage() {
  const [deletePage, { loading: deleting }] = useMutation(DeleteAreaPageMutation, {
    refetchQueries: [AdminAreaPagesQuery],
    awaitRefetchQueries: true,
  });
  const [failed, setFailed] = useState(false);
  async function remove(slug: string) {
    setFailed(false);
    try {
      await deletePage({ variables: { slug } });
    } catch {
      setFailed(true);
    }
  }
  return { remove, deleting, failed };
}
