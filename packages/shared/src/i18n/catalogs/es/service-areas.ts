import type { enServiceAreas } from '../en/service-areas';

/** The service areas' pages (issue #42) and the footer's list of them, in Spanish. */
export const esServiceAreas: Record<keyof typeof enServiceAreas, string> = {
  'route.serviceAreas.title': 'Zonas que atendemos',
  'route.serviceAreas.description':
    'Los lugares alrededor de {place} donde trabaja {name}, cada uno con su página y los proyectos realizados allí.',
  'route.serviceAreas.descriptionServed':
    'Los lugares alrededor de {place} donde trabaja {name}. Llame al {phone} para agendar una visita.',
  'route.serviceArea.title': 'Plomero en {area}',
  'footer.areas': 'Zonas que atendemos',
  'serviceAreas.heading': 'Zonas que atendemos',
  'serviceAreas.lead': 'Donde trabajamos alrededor de {place}. Cada zona tiene su página, con los proyectos que hemos realizado allí.',
  'serviceAreas.servedLead': 'Trabajamos en todo {place} y sus alrededores.',
  'serviceAreas.servedTitle': 'Dónde trabajamos',
  'serviceAreas.servedCall': '¿No sabe si trabajamos en su zona? Llámenos al <link>{phone}</link> y pregúntenos.',
  'serviceArea.heading': 'Plomería y remodelación en {area}',
  'serviceArea.lead': '{name} da servicio en {area}: reparaciones, instalaciones, inspecciones y remodelaciones para hogares y negocios.',
  'serviceArea.breadcrumb': 'Ruta de navegación',
  'serviceArea.projects': 'Nuestro trabajo en {area}',
  'serviceArea.services': 'Servicios en {area}',
  'serviceArea.faq': 'Preguntas frecuentes',
  'serviceArea.cta.title': '¿Necesita un plomero en {area}?',
  'serviceArea.cta.text': 'Llámenos al {phone} o agende en línea una visita a la hora que le convenga.',
  'serviceArea.book': 'Agendar una visita',
};
