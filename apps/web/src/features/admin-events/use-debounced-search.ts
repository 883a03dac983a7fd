import { type FormEvent, useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * A search box's text: the search applies once typing pauses, or at once on submit (Enter).
 * A search set from outside (cleared, Back) replaces what the box shows.
 */
export function useDebouncedSearch(query: string, onSearch: (query: string) => void) {
  const [text, setText] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };
  return { text, type, submit };
}
