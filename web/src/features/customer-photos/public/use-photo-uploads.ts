import { useEffect, useRef, useState } from 'react';
import { CustomerPhotoMessages, CustomerPhotoRules } from '@plumbing/shared';

/** One photo the visitor chose, as the form shows it. */
export interface AttachedPhoto {
  key: number;
  name: string;
  /** The file itself, shown at once (a browser that cannot show HEIC shows its name instead). */
  previewUrl: string;
  /** 0 to 1 while it goes up. */
  progress: number;
  status: 'uploading' | 'sent' | 'refused';
  /** Why it was refused, in plain words. */
  refusal?: string;
  /** The server's id once it is there. */
  id?: string;
}

const ENDPOINT = '/api/customer-photos';
const TAKEN_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const TAKEN_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

/** The form's own first look at a file (the server decodes it again): the same words as the server's refusals. */
function refusalOf(file: File, alreadyTaken: number): string | undefined {
  if (alreadyTaken >= CustomerPhotoRules.maxPerRequest) return CustomerPhotoMessages.tooMany;
  // Phones label HEIC inconsistently (or not at all): the name decides when the type is missing.
  if (!TAKEN_TYPES.has(file.type) && !(file.type === '' && TAKEN_EXTENSIONS.test(file.name))) return CustomerPhotoMessages.notAPhoto;
  if (file.size > CustomerPhotoRules.maxMb * 1024 * 1024) return CustomerPhotoMessages.tooLarge;
  return undefined;
}

/** The server's answer to an upload: JSON, or anything a proxy on the way may say instead. */
function uploadAnswer(text: string): { id?: string; error?: string } {
  try {
    return (JSON.parse(text) as { id?: string; error?: string } | null) ?? {};
  } catch {
    return {};
  }
}

async function answerError(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return body?.error ?? CustomerPhotoMessages.notSent;
}

/**
 * The photos a public form sends with its request (issue #40): each goes up as soon as it is
 * chosen, under one upload token the form asks for at its first photo, with its progress; a refused
 * one says why beside it; `settled()` waits for those still going up, and `token()` names them for
 * the request. Removing a photo takes it back from the server too.
 */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const token = useRef<Promise<string> | null>(null);
  const inFlight = useRef(new Map<number, { request: XMLHttpRequest; done: Promise<void> }>());
  /** The photos the server has, by key: read after awaiting uploads, when this render's state is old. */
  const sent = useRef(new Set<number>());
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());
  const forget = (previewUrl: string) => {
    URL.revokeObjectURL(previewUrl);
    previews.current.delete(previewUrl);
  };

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: number, change: Partial<AttachedPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  function uploadToken(): Promise<string> {
    token.current ??= fetch(`${ENDPOINT}/token`, { method: 'POST' }).then(async (response) => {
      if (!response.ok) throw new Error(await answerError(response));
      return ((await response.json()) as { token: string }).token;
    });
    // A refused or failed token is asked for again with the next photo.
    token.current.catch(() => (token.current = null));
    return token.current;
  }

  function send(key: number, file: File, request: XMLHttpRequest): Promise<void> {
    return uploadToken().then(
      (uploadTokenValue) =>
        new Promise<void>((resolve) => {
          // Removed while the token was on its way.
          if (!inFlight.current.has(key)) return resolve();
          request.open('POST', ENDPOINT);
          request.setRequestHeader('x-upload-token', uploadTokenValue);
          request.upload.onprogress = (event) => event.lengthComputable && update(key, { progress: event.loaded / event.total });
          request.onload = () => {
            const body = uploadAnswer(request.responseText);
            if (request.status === 201) sent.current.add(key);
            update(
              key,
              request.status === 201
                ? { status: 'sent', progress: 1, id: body.id }
                : { status: 'refused', refusal: body.error ?? CustomerPhotoMessages.notSent },
            );
            resolve();
          };
          request.onerror = () => {
            update(key, { status: 'refused', refusal: CustomerPhotoMessages.notSent });
            resolve();
          };
          request.onabort = () => resolve();
          request.send(file);
        }),
      (error: Error) => update(key, { status: 'refused', refusal: error.message || CustomerPhotoMessages.notSent }),
    );
  }

  /** Takes the chosen files: each checked, shown, and sent unless refused. */
  function add(files: Iterable<File>) {
    let taken = photos.filter((photo) => photo.status !== 'refused').length;
    const added: AttachedPhoto[] = [];
    for (const file of files) {
      const key = nextKey.current++;
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      const refusal = refusalOf(file, taken);
      added.push({ key, name: file.name, previewUrl, progress: 0, status: refusal ? 'refused' : 'uploading', refusal });
      if (refusal) continue;
      taken += 1;
      const request = new XMLHttpRequest();
      const entry = { request, done: Promise.resolve() };
      inFlight.current.set(key, entry);
      entry.done = send(key, file, request).finally(() => inFlight.current.delete(key));
    }
    setPhotos((current) => [...current, ...added]);
  }

  /** Takes a photo off the form, and back from the server when it got there. */
  function remove(key: number) {
    inFlight.current.get(key)?.request.abort();
    inFlight.current.delete(key);
    sent.current.delete(key);
    const photo = photos.find((candidate) => candidate.key === key);
    if (photo) forget(photo.previewUrl);
    if (photo?.id && token.current) {
      void token.current
        .then((value) => fetch(`${ENDPOINT}/${photo.id}`, { method: 'DELETE', headers: { 'x-upload-token': value } }))
        .catch(() => undefined);
    }
    setPhotos((current) => current.filter((candidate) => candidate.key !== key));
  }

  /** Resolves once no photo is still going up. */
  async function settled(): Promise<void> {
    await Promise.all([...inFlight.current.values()].map(({ done }) => done));
  }

  /** The token that names the photos sent, or null when none was. */
  async function sentToken(): Promise<string | null> {
    return token.current && sent.current.size > 0 ? token.current.catch(() => null) : null;
  }

  /** After the request went: a fresh form with no photos and a new token for the next one. */
  function reset() {
    photos.forEach((photo) => forget(photo.previewUrl));
    setPhotos([]);
    sent.current.clear();
    token.current = null;
  }

  const uploading = photos.some((photo) => photo.status === 'uploading');
  return { photos, add, remove, settled, sentToken, reset, uploading };
}
