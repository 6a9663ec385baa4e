import { Semaphore } from './semaphore';

/** A task the test finishes by hand, and whether it has started. */
function task(name: string, started: string[]) {
  let finish!: (outcome: 'done' | Error) => void;
  const outcome = new Promise<'done' | Error>((resolve) => (finish = resolve));
  return {
    finish,
    run: async () => {
      started.push(name);
      const result = await outcome;
      if (result instanceof Error) throw result;
      return name;
    },
  };
}

/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore (issue #49: photos decoded one at a time)', () => {
  it('runs at most its limit at once; the others start in the order they came as places free up, and all finish', async () => {
    const semaphore = new Semaphore(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => task(name, started));
    const results = tasks.map((t) => semaphore.run(t.run));
    await settle();
    expect(started).toEqual(['a', 'b']);

    tasks[1].finish('done');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);

    tasks[0].finish('done');
    tasks[2].finish('done');
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);

    tasks[3].finish('done');
    tasks[4].finish('done');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('frees the place of a task that fails, which fails its caller alone', async () => {
    const semaphore = new Semaphore(1);
    const started: string[] = [];
    const [failing, next] = [task('failing', started), task('next', started)];
    const failed = semaphore.run(failing.run);
    const after = semaphore.run(next.run);
    await settle();
    expect(started).toEqual(['failing']);

    failing.finish(new Error('unreadable'));
    await expect(failed).rejects.toThrow('unreadable');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish('done');
    expect(await after).toBe('next');
  });
});
