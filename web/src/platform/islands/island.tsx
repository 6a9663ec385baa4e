import type { IslandName } from './island-words';
import type { ReactNode } from 'react';

/**
 * Marks a part of a page of islands that changes after the server renders it (app/islands.ts
 * adopts each by its name, without the rest of the page). Its element takes no box of its own.
 * `reachedAt`: the id of the element inside it whose nearing adopts an island adopted when reached
 * (island-words.ts), where the island itself starts above the fold.
 */
export function Island({ name, reachedAt, children }: { name: IslandName; reachedAt?: string; children: ReactNode }) {
  return (
    <div className="island" data-island={name} data-reached-at={reachedAt}>
      {children}
    </div>
  );
}
