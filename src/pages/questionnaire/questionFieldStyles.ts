import { css } from 'goober';
import { theme } from '../../ui/theme';

const { color, space, radius, font } = theme;

export const groupClass = css`
  margin: 0 0 ${space(4)};
  padding: ${space(4)};
  border: 0;
  background: ${color.surface};
  border-radius: ${radius.lg};
  min-width: 0;
  & legend,
  & .question {
    float: left;
    width: 100%;
    margin: 0 0 ${space(3)};
    padding: 0;
    font-weight: ${font.weight.bold};
    font-size: ${font.size.md};
  }
  & legend + *,
  & .question + * {
    clear: both;
  }
  & .note {
    font-weight: ${font.weight.regular};
    color: ${color.textMuted};
    font-size: ${font.size.sm};
  }
  & .error {
    margin: ${space(2)} 0 0;
    color: ${color.error};
    font-weight: ${font.weight.bold};
    font-size: ${font.size.sm};
  }
  & .error::before {
    content: '! ';
  }
`;

export const choiceClass = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 44px;
  cursor: pointer;
  & input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${color.primary};
  }
`;

export const ratingClass = css`
  display: flex;
  gap: ${space(2)};
  & label {
    flex: 1;
    position: relative;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  & span {
    display: grid;
    place-items: center;
    min-height: 48px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }
  & input:checked + span {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
  & input:focus-visible + span {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const scaleClass = css`
  display: flex;
  justify-content: space-between;
  margin-top: ${space(1)};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

export const textareaClass = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 112px;
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  font: inherit;
  font-size: ${font.size.md};
  resize: vertical;
  &[aria-invalid='true'] {
    border: 2px solid ${color.error};
  }
`;

export const counterClass = css`
  margin: ${space(1)} 0 0;
  text-align: right;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;
