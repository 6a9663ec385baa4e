import type { enManage } from '../en/manage';

/** The customer's own appointment page, in Spanish. */
export const esManage: Record<keyof typeof enManage, string> = {
  'manage.greeting': '{hasName, select, yes {Hola, {firstName}:} other {Hola:}}',
  'manage.lead': 'Esta es su cita con nosotros.{canChange, select, yes { Puede cambiarla a otro horario o cancelarla.} other {}}',
  'manage.service': 'Servicio',
  'manage.when': 'Cuándo',
  'manage.status': 'Estado',
  'manage.status.pending': 'Solicitada: la confirmaremos en menos de 1 hora hábil',
  'manage.status.confirmed': 'Confirmada',
  'manage.status.rejected': 'Rechazada',
  'manage.status.completed': 'Completada',
  'manage.status.cancelled': 'Cancelada',
  'manage.questions': '¿Tiene preguntas? Llámenos al <link>{phone}</link>.',
  'manage.changeLegend': 'Cambiar su cita',
  'manage.reschedule': 'Cambiar horario',
  'manage.cancel': 'Cancelar la cita',
  'manage.pickTitle': 'Elija un nuevo horario',
  'manage.confirmReschedule': 'Cambiar mi cita al {when}',
  'manage.thisTime': 'este horario',
  'manage.confirmCancel': 'Sí, cancelar mi cita',
  'manage.cancelQuestion': '¿Cancelar esta cita? El horario queda libre para otros clientes de inmediato.',
  'manage.keep': 'Mantener mi cita',
  'manage.working': 'Guardando…',
  'manage.rescheduled':
    'Su cita cambió de horario. Le enviamos un correo electrónico, y confirmaremos el nuevo horario en menos de 1 hora hábil.',
  'manage.cancelled': 'Su cita está cancelada. Le enviamos un correo electrónico.',
  'manage.failed': 'Algo salió mal. Inténtelo de nuevo o llámenos.',
  'manage.chooseTime': 'Elija una fecha y una hora.',
  'manage.message.linkInvalid': 'Este enlace ya no es válido. Llámenos para hablar de su cita.',
  'manage.message.notChangeable':
    'Esta cita está {status, select, declined {rechazada} cancelled {cancelada} completed {completada} other {{status}}} y ya no se puede cambiar en línea.',
  'manage.message.tooClose': 'Llámenos al {phone} para cambiar una cita tan cerca de la visita.',
  'manage.message.sameTime': 'Su cita ya es a esa hora. Elija otro horario.',
  'manage.message.rateLimited': 'Demasiadas solicitudes desde su conexión. Espere unos minutos o llámenos.',
  'manage.message.changesBusy': 'Estamos recibiendo un número inusual de solicitudes. Llámenos para cambiar su cita.',
  'manage.message.movedTooOften': 'Esta cita se cambió varias veces hoy. Llámenos para cambiarla de nuevo.',
};
