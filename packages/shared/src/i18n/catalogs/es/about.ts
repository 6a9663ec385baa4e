import type { enAbout } from '../en/about';

/** The about page, in Spanish. */
export const esAbout: Record<keyof typeof enAbout, string> = {
  'about.eyebrow': 'Quiénes somos',
  'about.title': 'Conozca a {name}',
  'about.lead': 'Al servicio de hogares y negocios de {city} desde {year}, con plomeros con licencia y seguro, y precios honestos.',
  'about.statsTitle': '{name} en cifras',
  'about.stat.years': 'Años de experiencia',
  'about.stat.customers': 'Clientes atendidos',
  'about.stat.satisfaction': 'Clientes satisfechos',
  'about.stat.founded': 'Fundada en',
  'about.storyTitle': 'Nuestra historia',
  'about.story.start':
    '{name} comenzó en {year} con una camioneta, un maestro plomero con años de experiencia en hogares de Florida y una idea sencilla: tratar cada hogar como si fuera el nuestro. Se corrió la voz en {city}. Hoy nuestro equipo se encarga de todo, desde una llave que gotea hasta el cambio de tuberías de toda la casa y la renovación completa de baños en el área de Tampa Bay.',
  'about.story.local':
    'Seguimos siendo una empresa local atendida por sus dueños. Cuando llama, habla con gente que vive aquí, conoce las casas de Florida y seguirá aquí el año que viene para responder por el trabajo.',
  'about.valuesTitle': 'Nuestros valores',
  'about.value.honesty.title': 'Honestidad',
  'about.value.honesty.text': 'Le damos un precio claro antes de empezar y solo recomendamos el trabajo que de verdad necesita.',
  'about.value.quality.title': 'Calidad',
  'about.value.quality.text':
    'Trabajo que cumple el código de construcción, con piezas de calidad y respaldado por nuestra garantía de mano de obra.',
  'about.value.reliability.title': 'Puntualidad',
  'about.value.reliability.text': 'Llegamos a la hora acordada y atendemos emergencias 24/7.',
  'about.value.respect.title': 'Respeto',
  'about.value.respect.text': 'Cubrezapatos puestos, área de trabajo protegida y todo limpio antes de irnos.',
  'about.profileTitle': 'Perfil del contratista',
  'about.profile.company': 'Empresa',
  'about.profile.trade': 'Oficio',
  'about.profile.tradeText': 'Contratista de plomería con licencia y seguro completo; renovaciones y remodelaciones',
  'about.profile.area': 'Área de servicio',
  'about.profile.areaText': '{city} y el área de Tampa Bay, {region}',
  'about.profile.hours': 'Horario',
  'about.profile.services': 'Servicios',
  'about.profile.servicesText': 'Reparaciones de emergencia, instalaciones, mantenimiento e inspecciones',
  'about.schedule': 'Agendar servicio',
  'about.contact': 'Contáctenos',
};
