/**
 * Registers /sw.js (web/public) in production builds, once the page has loaded so that it never
 * competes with the first paint. The worker itself decides what is cached (see sw.js).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
