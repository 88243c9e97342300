import { useState } from 'react';
import './plainControls.css';

/**
 * A search box for a list: Enter (or the phone keyboard's search key) applies what was typed,
 * trimmed; emptying the box clears the filter at once.
 */
export function SearchField({
  label,
  onSearch,
  width,
}: {
  label: string;
  onSearch: (text?: string) => void;
  width?: number;
}) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="plain-search"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setText(trimmed);
        onSearch(trimmed || undefined);
      }}
    >
      <input
        type="search"
        className="plain-input"
        aria-label={label}
        placeholder={label}
        enterKeyHint="search"
        style={width ? { width } : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '') onSearch(undefined);
        }}
        onBlur={() => setText((current) => current.trim())}
      />
    </form>
  );
}
