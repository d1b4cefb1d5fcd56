import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { user } from '../../../../src/state/session';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { sampleUser } from '../profile/fixtures';
import { answeringAsSampleUser, open, questions } from './fixtures';

useMockServer();
answeringAsSampleUser();

describe('Questionnaire', () => {
  it('shows every kind of question', async () => {
    server.use(reply('get', '/api/questionnaire', questions));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'A few questions' })).toBeTruthy();
    const single = await screen.findByRole('radiogroup', { name: /How often/ });
    expect(
      within(single)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['weekly', 'monthly']);
    const multiple = screen.getByRole('group', { name: /What do you buy/ });
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);
    const rating = screen.getByRole('radiogroup', { name: /How happy/ });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 out of 5', '2 out of 5', '3 out of 5', '4 out of 5', '5 out of 5']);
    expect(screen.getByRole('textbox', { name: /Anything else/ }).getAttribute('maxlength')).toBe(
      '500',
    );
    expect(screen.getByText('0 / 500 characters')).toBeTruthy();
    expect(single.textContent).toContain('(required)');
    expect(
      screen.getByRole('textbox', { name: /Anything else/ }).closest('div')?.textContent,
    ).toContain('(optional)');
  });

  it('enforces required questions with a message at each', async () => {
    const u = userEvent.setup();
    server.use(reply('get', '/api/questionnaire', questions));
    open();
    await screen.findByRole('radiogroup', { name: /How often/ });
    await u.click(screen.getByRole('button', { name: 'Send answers' }));
    const single = screen.getByRole('radiogroup', { name: /How often/ });
    expect(single.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(single.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Please answer this question');
    expect(
      within(screen.getByRole('group', { name: /What do you buy/ })).getByText(
        'Choose at least one answer',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('radiogroup', { name: /How happy/ })).getByText(
        'Please answer this question',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/Please answer this question|Choose at least one/)).toHaveLength(3);
    expect(document.activeElement).toBe(within(single).getAllByRole('radio')[0]);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await u.click(screen.getByRole('radio', { name: 'Every week' }));
    expect(single.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends bracket-encoded answers, thanks with the points, refreshes the user and goes Home', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/questionnaire', questions),
      reply('post', '/api/questionnaire', { completedQuestionnaire: true, pointsAwarded: 50 }),
      reply('get', '/api/user', { ...sampleUser, points: 150 }),
    );
    open();
    await u.click(await screen.findByRole('radio', { name: 'Every month' }));
    await u.click(screen.getByRole('checkbox', { name: 'Drinks' }));
    await u.click(screen.getByRole('checkbox', { name: 'Gifts' }));
    await u.click(screen.getByRole('checkbox', { name: 'Snacks' }));
    await u.click(screen.getByRole('checkbox', { name: 'Snacks' }));
    await u.click(screen.getByRole('radio', { name: '4 out of 5' }));
    await u.type(screen.getByRole('textbox', { name: /Anything else/ }), '  More snacks ');
    expect(screen.getByText('14 / 500 characters')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/questionnaire');
    expect(post?.form).toEqual({
      'answers[0][questionId]': '1',
      'answers[0][value]': 'monthly',
      'answers[1][questionId]': '2',
      'answers[1][value][0]': 'drinks',
      'answers[1][value][1]': 'gifts',
      'answers[2][questionId]': '3',
      'answers[2][value]': '4',
      'answers[3][questionId]': '4',
      'answers[3][value]': 'More snacks',
    });
    expect(toasts.messages).toEqual(['Thank you! You earned 50 points.']);
    expect(user.value?.points).toBe(150);
    expect(questionnaireStatus.value).toEqual({ completed: true, skipped: false });
    toasts.stop();
  });

  it('leaves an unanswered optional question out', async () => {
    const u = userEvent.setup();
    server.use(
      reply('get', '/api/questionnaire', [questions[3]!, { ...questions[0]!, required: false }]),
      reply('post', '/api/questionnaire', { completedQuestionnaire: true, pointsAwarded: 0 }),
      reply('get', '/api/user', sampleUser),
    );
    open();
    await u.click(await screen.findByRole('radio', { name: 'Every week' }));
    await u.click(screen.getByRole('button', { name: 'Send answers' }));
    await screen.findByTestId('elsewhere');
    expect(requests.find((r) => r.method === 'POST')?.form).toEqual({
      'answers[0][questionId]': '1',
      'answers[0][value]': 'weekly',
    });
  });

  it('keeps the answers and explains when sending fails', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/questionnaire', [questions[0]!]),
      replyError('post', '/api/questionnaire', 422, 'ALREADY_DONE', 'You already answered'),
    );
    open();
    await u.click(await screen.findByRole('radio', { name: 'Every week' }));
    await u.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(toasts.messages).toEqual(['You already answered']));
    expect((screen.getByRole('radio', { name: 'Every week' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Send answers' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    toasts.stop();
  });

  it('skips: posts skip and goes Home', async () => {
    const u = userEvent.setup();
    server.use(
      reply('get', '/api/questionnaire', questions),
      reply('post', '/api/questionnaire/skip', { skipQuestionnaire: true }),
    );
    open();
    await screen.findByRole('radiogroup', { name: /How often/ });
    await u.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    const skip = requests.find((r) => r.path === '/api/questionnaire/skip');
    expect(skip?.method).toBe('POST');
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: true });
  });

  it('shows the error state with retry and still lets the user skip', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      replyError('get', '/api/questionnaire', 404, 'NOT_FOUND', 'No questionnaire here'),
      reply('post', '/api/questionnaire/skip', { skipQuestionnaire: true }),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'We could not load the questions' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toasts.messages).toEqual(['No questionnaire here']);
    await u.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    toasts.stop();
  });

  it('retries loading', async () => {
    const u = userEvent.setup();
    server.use(replyError('get', '/api/questionnaire', 503, 'DOWN', 'Down'));
    open();
    await screen.findByRole('button', { name: 'Try again' });
    server.use(reply('get', '/api/questionnaire', questions));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: /How often/ })).toBeTruthy();
  });

  it('shows a loading skeleton, then the empty state with Skip', async () => {
    server.use(reply('get', '/api/questionnaire', []));
    open();
    expect(screen.getByRole('status', { name: 'Loading questions…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No questions right now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send answers' })).toBeNull();
  });

  it('toasts when skipping fails and stays', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/questionnaire', questions),
      replyError('post', '/api/questionnaire/skip', 500, 'SERVER', 'Could not skip'),
    );
    open();
    await screen.findByRole('radiogroup', { name: /How often/ });
    await u.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(toasts.messages).toEqual(['Could not skip']));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: false });
    toasts.stop();
  });

  it('keeps the answers given across a reload until they are sent', async () => {
    const u = userEvent.setup();
    server.use(
      reply('get', '/api/questionnaire', questions),
      reply('post', '/api/questionnaire', { pointsAwarded: 50 }),
      reply('get', '/api/user', { ...sampleUser, points: 150 }),
    );
    const long = 'Fresh bread every morning, please. '.repeat(14).slice(0, 480);
    const first = open();
    await u.click(await screen.findByRole('radio', { name: 'Every month' }));
    await u.click(screen.getByRole('checkbox', { name: 'Snacks' }));
    await u.click(screen.getByRole('textbox', { name: /Anything else/ }));
    await u.paste(long);
    first.unmount();

    open();
    expect(
      ((await screen.findByRole('radio', { name: 'Every month' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Snacks' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('textbox', { name: /Anything else/ }) as HTMLTextAreaElement).value,
    ).toBe(long);
    await u.click(screen.getByRole('radio', { name: '4 out of 5' }));
    await u.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/questionnaire');
    expect(post?.form).toMatchObject({
      'answers[0][questionId]': '1',
      'answers[0][value]': 'monthly',
      'answers[1][value][0]': 'snacks',
      'answers[3][value]': long.trim(),
    });
    expect(localStorage.getItem('draft:questionnaire')).toBeNull();
  });
});
