import { Router } from 'express';
import type { BusinessFacts } from '@plumbing/shared';

/** What a home-screen label has room for: the name, or its first two words when it is long. */
export function shortName(name: string): string {
  return name.length <= 15 ? name : name.split(/\s+/).slice(0, 2).join(' ');
}

/** The web app manifest (installable site), named after the business the settings describe. */
export function webManifest(business: BusinessFacts) {
  return {
    name: business.name,
    short_name: shortName(business.name),
    description: `Plumbing and renovation in ${business.address.city}, ${business.address.region}: 24/7 emergency service, scheduling and contact.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b3d91',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Schedule Service', url: '/schedule', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Contact Us', url: '/contact', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

export function webManifestRouter(business: BusinessFacts): Router {
  const body = JSON.stringify(webManifest(business));
  const router = Router();
  router.get('/manifest.webmanifest', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/manifest+json').send(body);
  });
  return router;
}
