import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*\/gql['"];?/;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm;

/**
 * Replaces each `graphql(`...`)` call with the document codegen generated for it, inlined, so
 * every chunk carries only the operations its own modules use. Without this, the preset's lookup
 * map, and even plain imports from the one generated module, put every operation of the app
 * (admin included) into the first load. It does for Vite what the client preset's babel plugin
 * does for babel builds; jest keeps using the map.
 */
export function graphqlDocumentsPlugin(generatedDir: string): Plugin {
  const generatedModule = path.join(generatedDir, 'graphql.ts');
  let cache: { mtimeMs: number; documents: Map<string, string> } | undefined;

  const generatedDocuments = () => {
    const { mtimeMs } = fs.statSync(generatedModule);
    if (cache?.mtimeMs !== mtimeMs) {
      const text = fs.readFileSync(generatedModule, 'utf8');
      cache = { mtimeMs, documents: new Map([...text.matchAll(GENERATED_DOCUMENT)].map(([, name, json]) => [name, json])) };
    }
    return cache.documents;
  };

  return {
    name: 'graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(')) return null;
      let replaced = false;
      const transformed = code.replace(GRAPHQL_CALL, (call, source: string) => {
        const definition = DEFINITION.exec(source);
        if (!definition) throw new Error(`${id}: a graphql() document without a named operation or fragment`);
        const [, kind, name] = definition;
        const exported = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
        const document = generatedDocuments().get(exported);
        if (!document) throw new Error(`${id}: ${exported} is not generated yet; run \`npm run codegen\``);
        replaced = true;
        // In parentheses: an expression wherever the call stood, a fragment declared on its own line too.
        // Padded to the call's line count so the lines after it keep their numbers in stack traces.
        return `(${document})` + '\n'.repeat(call.split('\n').length - 1);
      });
      if (!replaced) return null;
      return { code: transformed.replace(GRAPHQL_IMPORT, ''), map: null };
    },
  };
}
