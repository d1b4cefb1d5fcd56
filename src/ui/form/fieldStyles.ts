import { css } from 'goober';
import { theme } from '../theme';

const { color, space, radius, font } = theme;

/** One field: label above, control, then hint and error below. */
export const fieldClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin-bottom: ${space(4)};
  font-family: ${font.family};
`;

export const labelClass = css`
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  color: ${color.text};
`;

export const inputClass = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 48px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  /* 16px keeps mobile browsers from zooming into the field. */
  font: inherit;
  font-size: ${font.size.md};
  &:focus {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${color.error};
    border-width: 2px;
  }
  &:disabled,
  &[readonly] {
    background: ${color.bg};
    color: ${color.textMuted};
  }
`;

export const hintClass = css`
  margin: 0;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

export const errorClass = css`
  margin: 0;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.bold};
  color: ${color.error};
  &::before {
    content: '! ';
  }
`;

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
