import type { IslandName } from './island-words';
import type { ReactNode } from 'react';

/**
 * Marks a part of a page of islands that changes after the server renders it (app/islands.ts
 * adopts each by its name, without the rest of the page). Its element takes no box of its own.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div className="island" data-island={name}>
      {children}
    </div>
  );
}
