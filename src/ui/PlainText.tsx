import { css } from 'goober';

const lines = css({ whiteSpace: 'pre-line' });
/** A plain-text body as paragraphs: blank lines separate paragraphs, single newlines are kept as
 *  line breaks (CSS), and nothing is ever parsed as HTML. */
export function PlainText({ text, class: className }: { text: string; class?: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div class={className}>
      {paragraphs.map((p, i) => (
        <p key={i} class={lines}>
          {p}
        </p>
      ))}
    </div>
  );
}
