import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The record an admin list shows in its dialog: the one the owner opened, or the one `?id=` names
 * (a notification's link, also when tapped while the list is already open). Closing forgets the link.
 */
export function useLinkedSelection(): {
  linkedId: string | null;
  selectedId: string | null;
  select: (id: string) => void;
  close: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('id');
  const [selectedId, setSelectedId] = useState<string | null>(linkedId);
  useEffect(() => {
    if (linkedId) setSelectedId(linkedId);
  }, [linkedId]);
  const close = () => {
    setSelectedId(null);
    if (linkedId) setSearchParams({}, { replace: true });
  };
  return { linkedId, selectedId, select: setSelectedId, close };
}
