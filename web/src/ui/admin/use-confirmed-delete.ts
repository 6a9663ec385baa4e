import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { Modal } from 'antd';
import { useState, type ReactNode } from 'react';

/** What the owner is asked before a record goes for good. */
export interface DeletePrompt {
  title: string;
  /** Whose record it is, what goes with it, who is told. */
  content: ReactNode;
  /** The confirming button: the dialog's own delete button's words. */
  okText: string;
}

/** What Modal.useModal() gives to ask with. */
export type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** How a delete ended: gone, kept (the owner said no), or failed. */
export type DeleteResult = 'deleted' | 'kept' | 'failed';

/** The delete operation of one type: it takes the id and answers Boolean!, which `deleted` reads. */
export interface DeleteOperation<Data> {
  mutation: TypedDocumentNode<Data, { id: string }>;
  typename: string;
  deleted: (data: Data) => boolean;
}

/**
 * A dialog's delete, asked the same way on every admin screen (a red confirming button, Keep it)
 * and dropped from Apollo's cache once the server says it is gone, so every list and dialog
 * showing it lets go. `modal`: the dialog's Modal.useModal(), whose contextHolder it renders.
 */
export function useConfirmedDelete<Data>(modal: ModalApi, { mutation, typename, deleted }: DeleteOperation<Data>) {
  const [run] = useMutation(mutation);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(id: string, prompt: DeletePrompt): Promise<DeleteResult> {
    const confirmed = await modal.confirm({ ...prompt, okButtonProps: { danger: true }, cancelText: 'Keep it' });
    if (!confirmed) return 'kept';
    setDeletingId(id);
    try {
      const { data } = await run({
        variables: { id },
        update(cache, { data: answer }) {
          if (!answer || !deleted(answer)) return;
          cache.evict({ id: cache.identify({ __typename: typename, id }) });
          cache.gc();
        },
      });
      return data && deleted(data) ? 'deleted' : 'failed';
    } catch {
      return 'failed';
    } finally {
      setDeletingId(null);
    }
  }

  return { deletingId, remove };
}
