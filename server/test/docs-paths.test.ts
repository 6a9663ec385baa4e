import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';

/** The top folders of the repository: a backticked text starting with one names a file of it. */
const ROOTS = ['server', 'web', 'packages', 'docs', 'scripts', '.ci'];
const REPO_PATH = new RegExp(`(?<![\\w./-])(?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\\w./@-]*`, 'g');
/** A path with a placeholder (`modules/<domain>/`, `*-screen.tsx`, `{slug}`) names no one file. */
const PLACEHOLDER = /^[<*{…]/;

/** The docs a newcomer reads: the README and every page under docs/. */
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** What the build writes (.gitignore lists it): a doc may name it though a clean clone lacks it. */
const BUILD_OUTPUTS = fs
  .readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => ROOTS.some((root) => line.startsWith(`${root}/`)));
const isBuildOutput = (name: string) =>
  BUILD_OUTPUTS.some((pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}`).test(name));

/** The repository paths `doc` names in inline code (fenced blocks aside), and the files its relative links lead to. */
function namedPaths(doc: string): string[] {
  const text = fs.readFileSync(path.join(REPO_ROOT, doc), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const inCode = [...text.matchAll(/`([^`\n]+)`/g)].flatMap(([, code]) =>
    [...code.matchAll(REPO_PATH)].map((match) => ({ name: match[0], rest: code.slice(match.index + match[0].length) })),
  );
  const backticked = inCode.filter(({ rest }) => !PLACEHOLDER.test(rest)).map(({ name }) => name.replace(/[.,:;]+$/, ''));
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target.split('#')[0])
    .filter((target) => target && !/^[a-z]+:/i.test(target))
    .map((target) => path.posix.join(path.posix.dirname(doc), target));
  return [...backticked, ...linked];
}

describe('the docs name only what exists', () => {
  it.each(DOCS)('%s', (doc) => {
    const missing = namedPaths(doc).filter((name) => !fs.existsSync(path.join(REPO_ROOT, name)) && !isBuildOutput(name));
    expect(missing).toEqual([]);
  });
});
