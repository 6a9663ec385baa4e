import type { enForms } from '../en/forms';

/** What the public forms (contact, booking) share: the required note, the honeypot, the photos of the problem and their refusals, in Spanish. */
export const esForms: Record<keyof typeof enForms, string> = {
  'form.requiredNote': 'Los campos marcados con * son obligatorios.',
  'form.honeypot': 'Sitio web',
  'form.failurePhone': 'Teléfono: <link>{phone}</link>',
  'photos.label': 'Fotos del problema',
  'photos.hint':
    'Opcional: hasta {max} fotos (JPEG, PNG, WebP o HEIC, de hasta {mb} MB cada una). Una foto de la fuga o de la etiqueta del calentador de agua nos ayuda a traer la pieza correcta.',
  'photos.sending': 'Enviando {name}',
  'photos.attached': 'Adjunta',
  'photos.remove': 'Quitar',
  'photos.removeNamed': 'Quitar {name}',
  'photos.add': 'Agregar fotos',
  'photos.addMore': 'Agregar más fotos',
  'photos.refusal.notAPhoto': 'Este archivo no es una foto. Elija una imagen JPEG, PNG, WebP o HEIC.',
  'photos.refusal.tooLarge': 'Esta foto pesa más de {mb} MB. Elija una más pequeña.',
  'photos.refusal.tooManyPixels': 'Esta imagen es demasiado grande para abrirla (más de 50 megapíxeles). Envíe una foto más pequeña.',
  'photos.refusal.unreadable': 'No pudimos leer esta foto; puede que el archivo esté dañado. Elija otra.',
  'photos.refusal.tooMany': 'Puede enviar hasta {max} fotos con cada solicitud.',
  'photos.refusal.uploadExpired': 'Esta página lleva demasiado tiempo abierta para agregar fotos. Vuelva a cargarla y adjúntelas de nuevo.',
  'photos.refusal.rateLimited': 'Demasiadas fotos desde esta conexión. Inténtelo de nuevo en una hora o llámenos.',
  'photos.refusal.siteBusy': 'Hoy no podemos recibir más fotos. Envíe su solicitud sin ellas, o llámenos.',
  'photos.refusal.notStored': 'No pudimos guardar esta foto. Inténtelo de nuevo en un momento.',
  'photos.refusal.notSent': 'No se pudo enviar esta foto. Revise su conexión e inténtelo de nuevo.',
};
