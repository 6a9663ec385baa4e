import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { readToken } from '../token-storage';

/** A refusal the server explained (not an image, too large ...): shown to the owner as it is. */
export class UploadRefused extends Error {}

/**
 * Sends `document` with `file` as its `$file` (a GraphQL multipart request) and answers its data.
 * XMLHttpRequest rather than Apollo's fetch: only XHR reports upload progress.
 */
export function uploadWithProgress<Data, Variables extends { file: unknown }>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Omit<Variables, 'file'>,
  file: File,
  onProgress: (loadedBytes: number) => void,
): Promise<Data> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    // Apollo Server's CSRF prevention admits multipart requests that carry this header.
    request.setRequestHeader('Apollo-Require-Preflight', 'true');
    request.responseType = 'json';
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onerror = () => reject(new Error('Network error occurred'));
    request.onload = () => {
      const body = request.response as { data?: Data | null; errors?: Array<{ message: string }> } | null;
      if (body?.data) resolve(body.data);
      else if (body?.errors?.length) reject(new UploadRefused(body.errors[0].message));
      else reject(new Error(`Upload failed (HTTP ${request.status})`));
    };
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: print(document), variables: { ...variables, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name);
    request.send(form);
  });
}
