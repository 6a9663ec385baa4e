import { uploadWithProgress } from '../../../platform/apollo/upload-with-progress';
import { UploadImageMutation } from './projects-operations';

export { UploadRefused } from '../../../platform/apollo/upload-with-progress';

/** Uploads one photo under its storage key; answers its URL. */
export async function uploadImage(file: File, key: string, onProgress: (loadedBytes: number) => void): Promise<string> {
  return (await uploadWithProgress(UploadImageMutation, { key }, file, onProgress)).uploadImage;
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
