import { useRef, type ReactNode } from 'react';
import './plainControls.css';

/**
 * A button that opens the device's file picker and hands over the one file chosen, without
 * antd's Upload (about 15 KB on the wire, issue 16). The input stays in the page, hidden, so
 * that the picker is the browser's own and a test can hand it a file.
 */
export function FilePickButton({
  accept,
  busy = false,
  icon,
  onPick,
  children,
  id,
}: {
  accept: string;
  busy?: boolean;
  icon?: ReactNode;
  onPick: (file: File) => void;
  children: ReactNode;
  id?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        id={id}
        className="plain-button"
        aria-busy={busy}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {icon && <span aria-hidden>{icon}</span>}
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="plain-visually-hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again is a change too.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
