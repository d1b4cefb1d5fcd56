import { css } from 'goober';
import { LAYER } from '../../constants';
import { theme } from '../theme';

const { color, space, radius, font, shadow } = theme;

export const popoverClass = css`
  position: absolute;
  top: 100%;
  /* Centred under the field: on a 360 px phone that leaves 16 px each side, and every day
     stays a 44 px target. */
  left: 50%;
  z-index: ${LAYER.menu};
  box-sizing: border-box;
  width: 328px;
  max-width: calc(100vw - 16px);
  transform: translateX(-50%);
  margin-top: ${space(1)};
  padding: ${space(2)};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.md};
  font-family: ${font.family};
  color: ${color.text};
  & table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  & th {
    padding: ${space(1)} 0;
    font-size: ${font.size.sm};
    font-weight: ${font.weight.regular};
    color: ${color.textMuted};
  }
  & td {
    padding: 0;
    text-align: center;
  }
`;

export const headerClass = css`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  margin-bottom: ${space(1)};
  & select {
    flex: 3;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${space(1)};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
    font-size: ${font.size.md};
  }
  & select + select {
    flex: 2;
  }
`;

export const iconButtonClass = css`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  color: ${color.text};
  font-size: ${font.size.lg};
  cursor: pointer;
  &:disabled {
    color: ${color.border};
    cursor: default;
  }
`;

export const dayClass = css`
  width: 100%;
  max-width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${color.text};
  font: inherit;
  font-size: ${font.size.md};
  cursor: pointer;
  &[aria-current='date'] {
    font-weight: ${font.weight.bold};
    text-decoration: underline;
  }
  &.selected {
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: ${font.weight.bold};
  }
  &:disabled {
    color: ${color.border};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
`;

export const footerClass = css`
  display: flex;
  justify-content: flex-end;
  & button {
    min-height: 44px;
    padding: 0 ${space(4)};
    border: 0;
    background: none;
    color: ${color.accent};
    font: inherit;
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }
`;
