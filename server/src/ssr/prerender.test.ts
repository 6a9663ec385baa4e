import { normalizePath } from './prerender';

describe('normalizePath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about//')).toBe('/about');
    expect(normalizePath('/projects/a/')).toBe('/projects/a');
    expect(normalizePath('/about')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('///')).toBe('/');
  });

  it('takes linear time on a path of many slashes that does not end in one', () => {
    // A backtracking /\/+$/ took 3 s on this (quadratic: 300 ms at 15k slashes).
    const hostile = `/${'/'.repeat(50_000)}a`;
    const started = performance.now();
    expect(normalizePath(hostile)).toBe(hostile);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
