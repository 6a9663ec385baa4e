import type { BusinessFacts } from '@plumbing/shared';
import { PageType, TwitterCard } from './page.entity';
import type { PageInput } from './page.inputs';

/** The content page an empty database starts with, so a newcomer sees what pages can do. */
export function examplePage(business: BusinessFacts, publicUrl: string): PageInput {
  const place = `${business.address.city}, ${business.address.region}`;
  const title = `Water Heater Repair and Installation in ${business.address.city}`;
  const description = `Tank and tankless water heater repair, replacement and installation in ${place} by ${business.name}. Licensed plumbers, upfront prices, 24/7 emergency service.`;
  return {
    title,
    slug: 'water-heater-services',
    type: PageType.page,
    content: [
      // The business's facts through the profile's placeholders: the page follows the profile when it changes.
      `<p>No hot water, a leaking tank or rusty water? {{business.name}} repairs and replaces tank and tankless water heaters across ${place}, usually on the same day.</p>`,
      '<h2>What we do</h2>',
      '<ul><li>Repairs: thermostats, heating elements, gas valves, pilot assemblies and leaks</li>',
      '<li>Replacement of worn-out tanks, with haul-away of the old unit</li>',
      '<li>Tankless water heater installation and yearly descaling</li>',
      '<li>Code-compliant expansion tanks, relief valves and venting</li></ul>',
      '<h2>When to call</h2>',
      '<p>Water pooling under the heater, a rotten-egg smell or a tank older than ten years are signs it is time for an inspection. A leak that will not stop is an emergency: call us any time, day or night.</p>',
      '<p><a href="/schedule">Schedule a service visit</a> or call {{business.phone}}.</p>',
    ].join('\n'),
    seo: {
      title: `Water Heater Repair & Installation in ${place}`,
      description,
      keywords: ['water heater repair', 'tankless water heater', `water heater installation ${business.address.city}`],
      robots: {},
      schema: JSON.stringify(
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          serviceType: 'Water heater repair and installation',
          provider: { '@id': `${publicUrl}/#business` },
          areaServed: { '@type': 'City', name: place },
        },
        null,
        2,
      ),
      social: { twitterCard: TwitterCard.summary, ogDescription: description },
    },
  };
}
