import { css } from 'goober';
import { theme } from '../../ui/theme';

const { color, space, radius, font } = theme;

export const pageClass = css`
  box-sizing: border-box;
  max-width: 480px;
  min-height: 100vh;
  margin: 0 auto;
  padding: ${space(5)} ${space(4)} ${space(8)};
  background: ${color.bg};
  color: ${color.text};
  font-family: ${font.family};
  line-height: ${font.lineHeight};
  & h1 {
    margin: 0 0 ${space(1)};
    font-size: ${font.size.xl};
    line-height: 1.25;
  }
  & h2 {
    margin: 0 0 ${space(3)};
    font-size: ${font.size.lg};
  }
  & section {
    margin-top: ${space(4)};
    padding: ${space(4)};
    background: ${color.surface};
    border-radius: ${radius.lg};
  }
`;

export const mutedClass = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.size.sm};
`;

export const lineClass = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  & img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.border};
  }
  & p {
    margin: 0;
  }
`;

export const sendRowClass = css`
  display: grid;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
  & p {
    margin: 0;
    font-size: ${font.size.sm};
  }
`;

export const noticeClass = css`
  margin: 0 0 ${space(3)} ${space(9)};
  font-size: ${font.size.sm};
  & summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${color.accent};
    font-weight: ${font.weight.bold};
    cursor: pointer;
  }
  & p {
    margin: 0 0 ${space(2)};
    color: ${color.textMuted};
  }
`;

export const actionsClass = css`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(5)};
`;
