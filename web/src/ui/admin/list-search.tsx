import { Input } from 'antd';
import { useDeferredValue, useState, type CSSProperties } from 'react';

/** An admin list's search: the text as typed, and the term the list is filtered by (trimmed, lowercase, deferred so typing stays quick). */
export interface ListSearch {
  text: string;
  setText: (text: string) => void;
  term: string;
}

export function useListSearch(): ListSearch {
  const [text, setText] = useState('');
  return { text, setText, term: useDeferredValue(text.trim().toLowerCase()) };
}

/** The search box above an admin list. */
export function ListSearchBox({ search, label, placeholder, style }: { search: ListSearch; label: string; placeholder: string; style: CSSProperties }) {
  return (
    <Input.Search placeholder={placeholder} aria-label={label} allowClear value={search.text} onChange={(event) => search.setText(event.target.value)} style={style} />
  );
}
