import { css } from 'goober';
import { useLayoutEffect, useState } from 'preact/hooks';
import { getQuestionnaire, getUser, skipQuestionnaire, submitQuestionnaire } from '../../api/calls';
import { navigate } from '../../platform/navigate';
import { formDraft } from '../../state/formDraft';
import { markQuestionnaireCompleted, markQuestionnaireSkipped } from '../../state/questionnaire';
import { setUser } from '../../state/session';
import { Button } from '../../ui/Button';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState, ErrorState } from '../../ui/states';
import { theme } from '../../ui/theme';
import { toast, toastError } from '../../ui/toast';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { useResource } from '../../ui/useResource';
import { takePageData } from '../pageData';
import { type Answers, hasAnswers, parseAnswers, toAnswers, unanswered } from './answers';
import { QuestionField } from './QuestionField';
import { questionnaireText as t } from './text';

const formClass = css({
  padding: `0 ${theme.space(4)}`,
});

const actionsClass = css({
  display: 'grid',
  gap: theme.space(3),
  padding: `${theme.space(2)} ${theme.space(4)} ${theme.space(8)}`,
});

/** The answers given so far, kept across a reload until sent or skipped. */
const draft = formDraft('questionnaire', parseAnswers);

export default function Questionnaire() {
  const {
    data: questions,
    error,
    loading,
    reload,
  } = useResource(
    // Asked for by the tap that opened the page (app/nextScreens), in parallel with its chunk.
    () => takePageData('questionnaire', getQuestionnaire),
    [],
  );
  const [answers, setAnswers] = useState<Answers>(() => draft.read() ?? {});
  // Which message each unanswered question shows: its words are read as the page renders.
  const [errors, setErrors] = useState<Record<number, 'chooseAtLeastOne' | 'answerRequired'>>({});
  const [submitting, setSubmitting] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const busy = submitting || skipping;
  const errorOf = (id: number) => {
    const key = errors[id];
    return key && t[key];
  };
  const answered = hasAnswers(answers);

  // Saved as soon as it is on screen: the webview may be killed any moment after.
  useLayoutEffect(() => {
    if (answered) draft.save(answers);
    else draft.clear();
  }, [answers]);
  useLeaveGuard(answered && !busy, draft.clear);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!questions || busy) return;
    const missing = unanswered(questions, answers);
    if (missing.length) {
      setErrors(
        Object.fromEntries(
          missing.map((q) => [q.id, q.kind === 'multiple' ? 'chooseAtLeastOne' : 'answerRequired']),
        ),
      );
      const first = document.getElementById(`q${missing[0]?.id}`);
      (first instanceof HTMLTextAreaElement ? first : first?.querySelector('input'))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await submitQuestionnaire(toAnswers(questions, answers));
      draft.clear();
      markQuestionnaireCompleted();
      toast('success', result?.pointsAwarded ? t.thanksPoints(result.pointsAwarded) : t.thanks);
    } catch (err) {
      toastError(err);
      setSubmitting(false);
      return;
    }
    // Points changed: the balance shown elsewhere must follow.
    await getUser().then(setUser, () => undefined);
    navigate('/', { replace: true });
  };

  const skip = async () => {
    setSkipping(true);
    try {
      await skipQuestionnaire();
      draft.clear();
      markQuestionnaireSkipped();
    } catch (err) {
      toastError(err);
      setSkipping(false);
      return;
    }
    navigate('/', { replace: true });
  };

  const skipButton = (
    <Button variant="ghost" fullWidth busy={skipping} disabled={submitting} onClick={skip}>
      {skipping ? t.skipping : t.skip}
    </Button>
  );

  let body = null;
  if (loading && !questions) body = <ListSkeleton rows={3} label={t.loading} />;
  else if (error || !questions)
    body = <ErrorState title={t.loadErrorTitle} message={error?.message} onRetry={reload} />;
  else if (questions.length === 0) body = <EmptyState title={t.emptyTitle} body={t.emptyBody} />;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} />
      {body ?? (
        <form noValidate onSubmit={submit}>
          <div class={formClass}>
            {questions?.map((q) => (
              <QuestionField
                key={q.id}
                question={q}
                value={answers[q.id]}
                error={errorOf(q.id)}
                onChange={(value) => {
                  setAnswers((a) => ({ ...a, [q.id]: value }));
                  setErrors(({ [q.id]: _fixed, ...rest }) => rest);
                }}
              />
            ))}
          </div>
          <div class={actionsClass}>
            <Button type="submit" fullWidth busy={submitting} disabled={skipping}>
              {submitting ? t.submitting : t.submit}
            </Button>
            {skipButton}
          </div>
        </form>
      )}
      {body && <div class={actionsClass}>{skipButton}</div>}
    </>
  );
}
