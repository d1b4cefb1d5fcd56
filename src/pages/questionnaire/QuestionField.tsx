import type { Question } from '../../../contract/wire';
import { type AnswerValue, RATING_MAX, TEXT_MAX } from './answers';
import {
  choiceClass,
  counterClass,
  groupClass,
  ratingClass,
  scaleClass,
  textareaClass,
} from './questionFieldStyles';
import { questionnaireText as t } from './text';

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
