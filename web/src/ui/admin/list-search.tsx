import { Input } from 'antd';
import { useDeferredValue, useState, type CSSProperties } from 'react';

/** Text as a list search compares it: lowercase and without accents, so "jose" finds José Núñez and "JOSÉ" finds Jose. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether any of `texts` holds the search `term` (useListSearch's); an empty term matches everything. */
export function matchesSearch(term: string, ...texts: string[]): boolean {
  return !term || texts.some((text) => searchable(text).includes(term));
}

/** An admin list's search: the text as typed, and the term the list is filtered by (trimmed, searchable, deferred so typing stays quick). */
export interface ListSearch {
  text: string;
  setText: (text: string) => void;
  term: string;
}

export function useListSearch(): ListSearch {
  const [text, setText] = useState('');
  return { text, setText, term: useDeferredValue(searchable(text.trim())) };
}

/** The search box above an admin list. */
export function ListSearchBox({
  search,
  label,
  placeholder,
  style,
}: {
  search: ListSearch;
  label: string;
  placeholder: string;
  style: CSSProperties;
}) {
  return (
    <Input.Search
      placeholder={placeholder}
      aria-label={label}
      allowClear
      value={search.text}
      onChange={(event) => search.setText(event.target.value)}
      style={style}
    />
  );
}
