/**
 * The service areas' pages (issue #42) and the footer's list of them, in English; the pages' own
 * introduction and questions are the owner's words. Not the frame's part: a page of islands keeps
 * the server's footer, so its script never says these.
 */
export const enServiceAreas = {
  'route.serviceAreas.title': 'Areas We Serve',
  'route.serviceAreas.description': 'The places around {place} where {name} works, each with its own page and the projects done there.',
  'route.serviceAreas.descriptionServed': 'The places around {place} where {name} works. Call {phone} to book a visit.',
  'route.serviceArea.title': 'Plumber in {area}',
  'footer.areas': 'Areas we serve',
  'serviceAreas.heading': 'Areas we serve',
  'serviceAreas.lead': 'Where we work around {place}. Each area has its own page, with the projects we have done there.',
  // Before any area has a page of its own (issue #51): the areas the profile names, and the phone.
  'serviceAreas.servedLead': 'We work across {place} and nearby.',
  'serviceAreas.servedTitle': 'Where we work',
  'serviceAreas.servedCall': 'Not sure whether we work in your area? Call us at <link>{phone}</link> and ask.',
  'serviceArea.heading': 'Plumbing and renovation in {area}',
  'serviceArea.lead': '{name} serves {area}: repairs, installations, inspections and remodels, for homes and businesses.',
  'serviceArea.breadcrumb': 'Breadcrumb',
  'serviceArea.projects': 'Our work in {area}',
  'serviceArea.services': 'Services in {area}',
  'serviceArea.faq': 'Frequently asked questions',
  'serviceArea.cta.title': 'Need a plumber in {area}?',
  'serviceArea.cta.text': 'Call us at {phone}, or book a visit online at a time that suits you.',
  'serviceArea.book': 'Book a visit',
} satisfies Record<string, string>;
