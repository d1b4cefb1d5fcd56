import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asMember } from '../../helpers/member';
import { replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { funRun, openActivityDetail, replyActivity, replyEnded } from './fixtures';

useMockServer();
inThai();
asMember();

const content = ['Fun run', 'Para one.', 'Para two.', 'Free coffee'];

describe('ActivityDetail in Thai', () => {
  it('speaks of the activity in Thai when joining', async () => {
    server.use(replyActivity({ ...funRun, requiresConsent: true }));
    const { container } = openActivityDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fun run' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กิจกรรม' }).getAttribute('href')).toBe('/activity');
    expectAllThai(container, content);
    await userEvent.click(screen.getByRole('button', { name: 'เข้าร่วมกิจกรรม' }));
    const dialog = await screen.findByRole('dialog', { name: 'ก่อนเข้าร่วม' });
    expect(within(dialog).getByText('กรุณาให้ความยินยอมก่อนเข้าร่วมกิจกรรมนี้ค่ะ')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยินยอมและเข้าร่วม' }));
    expect(within(dialog).getByText('กรุณายินยอมเพื่อเข้าร่วมกิจกรรมค่ะ')).toBeTruthy();
    expect(dialog.textContent).not.toContain('แคมเปญนี้');
    expectAllThai(dialog);
  });

  it('links a coming-soon activity to its countdown in Thai', async () => {
    server.use(replyActivity({ status: 'comingSoon' }));
    openActivityDetail();
    const link = await screen.findByRole('link', { name: 'ดูเวลานับถอยหลัง' });
    expect(link.getAttribute('href')).toBe('/activity/comingSoon?id=4');
  });

  it('says an ended activity has ended', async () => {
    server.use(replyEnded());
    const { container } = openActivityDetail('/activity/activityDetail?id=5');
    expect(await screen.findByText('กิจกรรมนี้สิ้นสุดแล้วค่ะ')).toBeTruthy();
    expect(screen.getByText('กิจกรรมนี้ไม่มีของรางวัลให้แลกค่ะ')).toBeTruthy();
    expectAllThai(container, ['Summer Splash', 'First paragraph.', 'Second paragraph.']);
  });

  it('says not found in Thai on 404 and without an id', async () => {
    server.use(replyError('get', '/api/campaigns/4', 404, 'NOT_FOUND', 'Nope'));
    const { container, unmount } = openActivityDetail();
    expect(await screen.findByRole('heading', { name: 'ไม่พบกิจกรรม' })).toBeTruthy();
    expect(screen.getByText('กิจกรรมนี้ไม่มีอยู่หรือสิ้นสุดไปแล้วค่ะ')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'กิจกรรม' })).toBeTruthy();
    expectAllThai(container);
    unmount();
    openActivityDetail('/activity/activityDetail');
    expect(screen.getByRole('heading', { name: 'ไม่พบกิจกรรม' })).toBeTruthy();
  });
});
