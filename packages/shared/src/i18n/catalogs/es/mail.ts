import type { enMail } from '../en/mail';

/** The e-mails a customer receives, in Spanish. */
export const esMail: Record<keyof typeof enMail, string> = {
  'mail.greeting': 'Hola:',
  'mail.phone': 'Teléfono:',
  'mail.emergencyLine': 'Línea de emergencia 24/7:',
  'mail.manage.lead': '¿Necesita cambiarla?',
  'mail.manage.label': 'Ver o cambiar su cita',
  'mail.unsubscribe.lead': '¿No quiere más recordatorios ni solicitudes de reseña?',
  'mail.unsubscribe.label': 'Darse de baja',
  'mail.unsubscribePage.title': 'Darse de baja',
  'mail.unsubscribePage.question':
    '¿Dejar de enviar recordatorios y solicitudes de reseña a esta dirección? Los correos sobre sus citas seguirán llegando.',
  'mail.unsubscribePage.button': 'Darse de baja',
  'mail.unsubscribePage.doneTitle': 'Se ha dado de baja',
  'mail.unsubscribePage.doneText': 'No enviaremos más recordatorios ni solicitudes de reseña a esta dirección.',
  'mail.unsubscribePage.invalidTitle': 'Enlace no válido',
  'mail.unsubscribePage.invalidText': 'Este enlace para darse de baja no es válido.',
  'mail.unsubscribePage.unreachableTitle': 'Todavía no se completó',
  'mail.unsubscribePage.unreachableText':
    'No pudimos registrar su baja en este momento. Vuelva a presionar el botón en unos minutos o llámenos.',
  'mail.fact.when': 'Cuándo',
  'mail.fact.service': 'Servicio',
  'mail.fact.address': 'Dirección del servicio',
  'mail.fact.details': 'Detalles',
  'mail.emergencyCall': 'Si es una emergencia, llámenos de inmediato al {phone}.',
  'mail.received.subject': 'Recibimos su solicitud de cita para el {when}',
  'mail.received.thanks':
    'Gracias por solicitar una cita con {business}. La recibimos y nos comunicaremos con usted en menos de 1 hora hábil para confirmarla.',
  'mail.confirmed.subject': 'Su cita está confirmada: {when}',
  'mail.confirmed.text': 'Su cita con {business} está confirmada para el {when}. La invitación adjunta la agrega a su calendario.',
  'mail.questions': '¿Tiene preguntas? Llámenos al {phone}.',
  'mail.rejected.subject': 'Sobre su solicitud de cita para el {when}',
  'mail.rejected.sorry': 'Lo sentimos: no podemos aceptar su solicitud de cita para el {when}.',
  'mail.rejected.call':
    'Llámenos al {phone} y buscaremos otro horario con usted. Para emergencias estamos disponibles 24/7 en el {emergencyPhone}.',
  'mail.ownerNote': 'Nuestra nota: {reason}',
  'mail.calendarRemoved': 'La actualización adjunta la quita de su calendario.',
  'mail.proposed.subject': '¿Podemos ir en otro horario? Sobre su solicitud del {when}',
  'mail.proposed.text': 'Podemos ir en uno de estos horarios, y se los estamos guardando hasta el {until}.',
  'mail.proposed.lead': 'Toque el horario que le convenga para agendarlo:',
  'mail.proposed.none':
    'Si ninguno le conviene, llámenos al {phone} y buscaremos otro horario con usted. Para emergencias estamos disponibles 24/7 en el {emergencyPhone}.',
  'mail.ownerCancelled.text':
    'Lo sentimos: tuvimos que cancelar su cita con {business} del {when}.{invited, select, yes { La actualización adjunta la quita de su calendario.} other {}}',
  'mail.cancelled.subject': 'Su cita del {when} está cancelada',
  'mail.cancelled.text':
    'Su cita con {business} del {when} está cancelada, como lo pidió.{invited, select, yes { La actualización adjunta la quita de su calendario.} other {}}',
  'mail.cancelled.again': 'Cuando nos necesite, llámenos al {phone} o vuelva a agendar en línea.',
  'mail.cancelled.lead': '¿Nos necesita de nuevo?',
  'mail.cancelled.label': 'Agendar una cita',
  'mail.rescheduled.subject': 'Su cita se cambió al {when}',
  'mail.rescheduled.text':
    'Cambiamos su cita con {business} del {before} al {when}, como lo pidió. Nos comunicaremos con usted en menos de 1 hora hábil para confirmar el nuevo horario.',
  'mail.ownerMoved.subject': 'Su cita se cambió al {when}',
  'mail.ownerMoved.text':
    'Tuvimos que cambiar su cita con {business} del {before} al {when}.{invited, select, yes { La actualización adjunta la cambia en su calendario.} other {}} Si el nuevo horario no le conviene, elija otro con el enlace de abajo o llámenos al {phone}.',
  'mail.reminder.subject': 'Recordatorio: su cita del {when}',
  // The service booked in a sentence, after "de": Spanish writes it in lower case ("su cita de reparación").
  'mail.serviceInText':
    '{service, select, repair {reparación} installation {instalación} maintenance {mantenimiento} inspection {inspección} emergency {emergencia} other {servicio}}',
  'mail.reminder.text': 'Le recordamos su cita de {service} con {business} el {when}.',
  'mail.reminder.atAddress': 'Nuestro plomero irá a la dirección del servicio que nos dio. Asegúrese de que haya alguien para abrirnos.',
  'mail.reminder.callFirst': 'Le llamaremos antes de la visita para confirmar a dónde ir. Asegúrese de que haya alguien para abrirnos.',
  'mail.reminder.late': '¿Tiene preguntas o se le hace tarde? Llámenos al {phone}.',
  'mail.review.subject': '¿Qué tal lo hicimos? Una reseña ayudaría a {business}',
  'mail.review.thanks': 'Gracias por elegir a {business} para su visita de {service} del {when}.',
  'mail.review.ask':
    '¿Podría dedicar un minuto a contar su experiencia? Las reseñas ayudan a los vecinos a encontrar un plomero de confianza.',
  'mail.review.wrong': 'Si algo no quedó bien, llámenos al {phone} y lo arreglaremos.',
  'mail.review.lead': 'Comparta su experiencia:',
  'mail.review.label': 'Escribir una reseña',
  'mail.slotLost.subject': 'Elija otro horario para su solicitud de cita',
  'mail.slotLost.text':
    'Gracias por solicitar una cita con {business}. El horario que pidió, el {when}, se ocupó antes de que pudiéramos agendarlo, así que no se creó ninguna cita.',
  'mail.slotLost.choose': 'Elija otro horario o llámenos al {phone}.',
  'mail.slotLost.lead': 'Elija otro horario:',
  'mail.slotLost.label': 'Agendar en línea',
  'mail.invite.description': 'Su cita con {business}. Preguntas: {phone}',
};
