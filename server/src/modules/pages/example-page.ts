import type { BusinessFacts } from '@plumbing/shared';
import { PageType, TwitterCard } from './page.entity';
import type { PageInput } from './page.inputs';

/** The content page an empty database starts with, so a newcomer sees what pages can do; in Spanish too (issue #51). */
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
    es: {
      title: `Reparación e instalación de calentadores de agua en ${business.address.city}`,
      content: [
        `<p>¿Sin agua caliente, un tanque que gotea o agua oxidada? {{business.name}} repara y cambia calentadores de agua de tanque y sin tanque en todo ${place}, casi siempre el mismo día.</p>`,
        '<h2>Lo que hacemos</h2>',
        '<ul><li>Reparaciones: termostatos, resistencias, válvulas de gas, pilotos y fugas</li>',
        '<li>Cambio de tanques desgastados, y nos llevamos el equipo viejo</li>',
        '<li>Instalación de calentadores sin tanque y su descalcificación anual</li>',
        '<li>Tanques de expansión, válvulas de alivio y ventilación que cumplen el código</li></ul>',
        '<h2>Cuándo llamar</h2>',
        '<p>Agua acumulada debajo del calentador, olor a huevo podrido o un tanque de más de diez años son señales de que es hora de una inspección. Una fuga que no para es una emergencia: llámenos a cualquier hora, de día o de noche.</p>',
        '<p><a href="/es/agendar">Agende una visita de servicio</a> o llame al {{business.phone}}.</p>',
      ].join('\n'),
      seoTitle: `Reparación e instalación de calentadores de agua en ${place}`,
      seoDescription: `Reparación, cambio e instalación de calentadores de agua de tanque y sin tanque en ${place} por ${business.name}. Plomeros con licencia, precios por adelantado y servicio de emergencia 24/7.`,
    },
  };
}
