// What the server tests and the browser tests both use; read as TypeScript sources by jest and tsc, never built.
export { freePort, goneWithin, isAlive, postgresPid, SERVER_MAIN, spawnServer, tempDataDir, type ServerProcess } from './server-process';
export {
  createDatabase,
  databaseUrl,
  dropDatabase,
  embeddedPostgresBin,
  onCluster,
  startPostgresCluster,
  type PostgresCluster,
} from './postgres-cluster';
export { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
export { testPhoto } from './test-images';
export { startPushService, vapidClaims, type PushRequest, type PushServiceDouble, type TestDevice, type VapidClaims } from './push-service';
export { startWebhookReceiver, verifyWebhook, type ReceivedWebhook, type WebhookAnswer, type WebhookReceiver } from './webhook-receiver';
export { startCalendarServer, type CalendarAnswer, type CalendarServer } from './calendar-server';
