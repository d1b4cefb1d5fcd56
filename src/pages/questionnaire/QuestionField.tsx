import { css } from 'goober';
import type { Question } from '../../../contract/wire';
import { theme } from '../../ui/theme';
import { type AnswerValue, RATING_MAX, TEXT_MAX } from './answers';
import { questionnaireText as t } from './text';

const { color, space, radius, font } = theme;

const groupClass = css`
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

const choiceClass = css`
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

const ratingClass = css`
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

const scaleClass = css`
  display: flex;
  justify-content: space-between;
  margin-top: ${space(1)};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

const textareaClass = css`
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

const counterClass = css`
  margin: ${space(1)} 0 0;
  text-align: right;
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`;

export interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue) => void;
}

/** One question of any kind, with its required note and its error message. */
export function QuestionField({ question: q, value, error, onChange }: QuestionFieldProps) {
  const id = `q${q.id}`;
  const errorId = `${id}-error`;
  const invalid = error ? 'true' : undefined;
  const describedBy = error ? errorId : undefined;
  const note = <span class="note"> {q.required ? t.required : t.optional}</span>;
  const errorLine = error && (
    <p id={errorId} class="error">
      {error}
    </p>
  );

  if (q.kind === 'text') {
    const text = typeof value === 'string' ? value : '';
    return (
      <div class={groupClass}>
        <label class="question" for={id}>
          {q.text}
          {note}
        </label>
        <textarea
          id={id}
          class={textareaClass}
          value={text}
          maxLength={TEXT_MAX}
          aria-invalid={invalid}
          aria-describedby={`${id}-count${describedBy ? ` ${describedBy}` : ''}`}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
        <p id={`${id}-count`} class={counterClass}>
          {t.charactersLeft(text.length, TEXT_MAX)}
        </p>
        {errorLine}
      </div>
    );
  }

  const multiple = q.kind === 'multiple';
  const selected = Array.isArray(value) ? value : value ? [value] : [];
  const toggle = (option: string, checked: boolean) =>
    onChange(
      multiple ? (checked ? [...selected, option] : selected.filter((v) => v !== option)) : option,
    );

  return (
    <fieldset
      class={groupClass}
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      role={multiple ? undefined : 'radiogroup'}
    >
      <legend>
        {q.text}
        {note}
      </legend>
      {q.kind === 'rating' ? (
        <>
          <div class={ratingClass}>
            {Array.from({ length: RATING_MAX }, (_, i) => String(i + 1)).map((n) => (
              <label key={n}>
                <input
                  type="radio"
                  name={id}
                  value={n}
                  checked={value === n}
                  aria-label={t.ratingOf(Number(n), RATING_MAX)}
                  onChange={() => toggle(n, true)}
                />
                <span aria-hidden="true">{n}★</span>
              </label>
            ))}
          </div>
          <p class={scaleClass} aria-hidden="true">
            <span>1 = {t.ratingLow}</span>
            <span>
              {RATING_MAX} = {t.ratingHigh}
            </span>
          </p>
        </>
      ) : (
        q.options.map((option) => (
          <label key={option.value} class={choiceClass}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(e) => toggle(option.value, e.currentTarget.checked)}
            />
            {option.label}
          </label>
        ))
      )}
      {errorLine}
    </fieldset>
  );
}
