// Apart from service-worker.ts, which reads import.meta (Vite's build mode), so that jest can load it.
/**
 * The service worker's registration, registering /sw.js first where the page has not (development,
 * or a tap before the page finished loading): what push notifications subscribe through.
 */
export async function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration('/'))) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}
