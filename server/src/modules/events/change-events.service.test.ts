// The instance that writes hears its own change at once (CI failed on the race once: a project was
// saved, and the public page read before the notification came back listed the areas from before
// the save); the others hear it through Postgres, and nobody hears it twice.
import { ChangeCollection } from '@plumbing/shared';
import { createTestDatabase } from '../../../test/test-database';
import { until } from '../../../test/until';
import { createLogger } from '../../logger';
import { ChangeOperation, type ChangeEvent } from './change-event.types';
import { ChangeEventService } from './change-events.service';

const logger = createLogger('silent');
const saved = (id: string): ChangeEvent => ({ collection: ChangeCollection.projects, operation: ChangeOperation.updated, id });

describe('change events on the instance that writes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const services: ChangeEventService[] = [];

  /** A service on the test database, with what its listeners heard. */
  function instance(log = logger): { events: ChangeEventService; heard: ChangeEvent[] } {
    const events = new ChangeEventService(database.db, log);
    services.push(events);
    const heard: ChangeEvent[] = [];
    events.listen((event) => heard.push(event));
    return { events, heard };
  }
  const publish = (events: ChangeEventService, id: string, manager?: Parameters<ChangeEventService['publish']>[3]) =>
    events.publish(ChangeCollection.projects, ChangeOperation.updated, id, manager);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(services.splice(0).map((events) => events.stop()));
  });
  afterAll(() => database.drop());

  it('hears its own change before the write returns, with no listening connection at all', async () => {
    const { events, heard } = instance();
    await publish(events, 'alone');
    expect(heard).toEqual([saved('alone')]);
    await database.db.transaction((manager) => publish(events, 'committed', manager));
    expect(heard).toEqual([saved('alone'), saved('committed')]);
  });

  it("hears a transaction's change once it commits, and never a rolled-back one, a savepoint's included", async () => {
    const { events, heard } = instance();
    const refused = database.db.transaction(async (manager) => {
      await publish(events, 'rolled back', manager);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    await database.db.transaction(async (manager) => {
      await publish(events, 'kept', manager);
      await manager.transaction((savepoint) => publish(events, 'released with the savepoint', savepoint));
      const inner = manager.transaction(async (savepoint) => {
        await publish(events, 'rolled back to the savepoint', savepoint);
        throw new Error('refused');
      });
      await expect(inner).rejects.toThrow('refused');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([saved('kept'), saved('released with the savepoint')]);
  });

  it("hears its own change once, though Postgres echoes it back, and another instance's through Postgres", async () => {
    const mine = instance();
    const theirs = instance();
    const closing = instance();
    await Promise.all([mine, theirs, closing].map(({ events }) => events.start()));
    await publish(mine.events, 'mine');
    await publish(theirs.events, 'theirs');
    await publish(closing.events, 'last');
    // Notifications arrive in commit order: once "last" is heard, every echo before it has come too.
    await until(() => [mine, theirs].every(({ heard }) => heard.some(({ id }) => id === 'last')));
    expect(mine.heard).toEqual([saved('mine'), saved('theirs'), saved('last')]);
    // Its own as it commits, the other's whenever Postgres brings it: each once.
    expect(theirs.heard.map(({ id }) => id).sort()).toEqual(['last', 'mine', 'theirs']);
  });

  it('a listener that throws is logged and keeps neither the write nor the other listeners from their work', async () => {
    const logged: string[] = [];
    const { events, heard } = instance(createLogger('error', { write: (line: string) => void logged.push(line) }));
    events.listen(() => {
      throw new Error('listener broke');
    });
    const after: ChangeEvent[] = [];
    events.listen((event) => after.push(event));
    await database.db.transaction((manager) => publish(events, 'still saved', manager));
    expect(heard).toEqual([saved('still saved')]);
    expect(after).toEqual([saved('still saved')]);
    expect(logged.map((line) => JSON.parse(line) as { msg: string; err: { message: string } })).toEqual([
      expect.objectContaining({ msg: 'change events: a listener failed', err: expect.objectContaining({ message: 'listener broke' }) }),
    ]);
  });
});
