import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { sampleUser } from '../profile/fixtures';
import { answeringAsSampleUser, open, questions } from './fixtures';

useMockServer();
inThai();
answeringAsSampleUser();

/** The questions and their answers are the programme's content: shown as written. */
const content = [
  'How often do you shop with us?',
  'Every week',
  'Every month',
  'What do you buy?',
  'Drinks',
  'Snacks',
  'Gifts',
  'How happy are you with us?',
  'Anything else?',
];

describe('Questionnaire in Thai', () => {
  it('frames every kind of question in Thai', async () => {
    server.use(reply('get', '/api/questionnaire', questions));
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'แบบสอบถามสั้น ๆ' })).toBeTruthy();
    const single = await screen.findByRole('radiogroup', { name: /How often/ });
    expect(single.textContent).toContain('(จำเป็น)');
    const rating = screen.getByRole('radiogroup', { name: /How happy/ });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 จาก 5', '2 จาก 5', '3 จาก 5', '4 จาก 5', '5 จาก 5']);
    expect(screen.getByText('0 / 500 ตัวอักษร')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: /Anything else/ }).closest('div')?.textContent,
    ).toContain('(ไม่บังคับ)');
    expect(screen.getByRole('button', { name: 'ส่งคำตอบ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ข้ามไปก่อน' })).toBeTruthy();
    expectAllThai(container, content);
  });

  it('asks in Thai for the required answers', async () => {
    const u = userEvent.setup();
    server.use(reply('get', '/api/questionnaire', questions));
    const { container } = open();
    await screen.findByRole('radiogroup', { name: /How often/ });
    await u.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    const single = screen.getByRole('radiogroup', { name: /How often/ });
    expect(
      document.getElementById(single.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('กรุณาตอบคำถามนี้');
    expect(
      within(screen.getByRole('group', { name: /What do you buy/ })).getByText(
        'กรุณาเลือกอย่างน้อย 1 คำตอบ',
      ),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expectAllThai(container, content);
  });

  it('thanks in Thai with the points earned', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/questionnaire', [questions[0]!]),
      reply('post', '/api/questionnaire', { completedQuestionnaire: true, pointsAwarded: 1500 }),
      reply('get', '/api/user', { ...sampleUser, points: 1600 }),
    );
    open();
    await u.click(await screen.findByRole('radio', { name: 'Every week' }));
    await u.click(screen.getByRole('button', { name: 'ส่งคำตอบ' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    expect(toasts.messages).toEqual(['ขอบคุณค่ะ คุณได้รับ 1,500 คะแนน']);
    toasts.stop();
  });

  it('skips from a failed load, with the failure and its retry in Thai', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      replyError('get', '/api/questionnaire', 404, 'NOT_FOUND', 'No questionnaire here'),
      reply('post', '/api/questionnaire/skip', { skipQuestionnaire: true }),
    );
    const { container } = open();
    expect(await screen.findByRole('heading', { name: 'ไม่สามารถโหลดคำถามได้' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expect(toasts.messages).toEqual(['ไม่พบข้อมูลที่ต้องการค่ะ']);
    expectAllThai(container);
    await u.click(screen.getByRole('button', { name: 'ข้ามไปก่อน' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: true });
    toasts.stop();
  });

  it('says so in Thai when there is nothing to answer', async () => {
    server.use(reply('get', '/api/questionnaire', []));
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดคำถาม…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีคำถามในตอนนี้' })).toBeTruthy();
    await waitFor(() => expectAllThai(container));
  });
});
