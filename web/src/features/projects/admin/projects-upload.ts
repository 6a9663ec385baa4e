import { print } from 'graphql';
import { readToken } from '../../../platform/token-storage';
import { UploadImageMutation } from './projects-operations';

/** A refusal the server explained (not an image, too large ...): shown to the owner as it is. */
export class UploadRefused extends Error {}

/**
 * Uploads one photo as a GraphQL multipart request. XMLHttpRequest rather than Apollo's fetch:
 * only XHR reports upload progress.
 */
export function uploadImage(file: File, key: string, onProgress: (loadedBytes: number) => void): Promise<string> {
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
      const body = request.response as { data?: { uploadImage?: string } | null; errors?: Array<{ message: string }> } | null;
      const url = body?.data?.uploadImage;
      if (url) resolve(url);
      else if (body?.errors?.length) reject(new UploadRefused(body.errors[0].message));
      else reject(new Error(`Upload failed (HTTP ${request.status})`));
    };
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: print(UploadImageMutation), variables: { file: null, key } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name);
    request.send(form);
  });
}

/** Uploads the files one after another, reporting the share of all their bytes sent so far (0 to 1). */
export async function uploadAll(
  uploads: Array<{ file: File; key: string }>,
  onProgress: (share: number) => void,
): Promise<Map<File, string>> {
  const total = uploads.reduce((sum, upload) => sum + upload.file.size, 0) || 1;
  const urls = new Map<File, string>();
  let done = 0;
  for (const { file, key } of uploads) {
    urls.set(file, await uploadImage(file, key, (loaded) => onProgress(Math.min(1, (done + Math.min(loaded, file.size)) / total))));
    done += file.size;
    onProgress(done / total);
  }
  return urls;
}
