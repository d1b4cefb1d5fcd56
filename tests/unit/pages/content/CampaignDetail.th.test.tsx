import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCampaignDetail, makeUser } from '../../helpers/catalog';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import {
  openCampaignDetail,
  replyConsentFails,
  replyConsentFirst,
  replyTwoRewards,
} from './fixtures';

useMockServer();
inThai();
asMember({ campaignConsent1: false, campaignConsent2: false });

/** The campaign's own words, as the programme wrote them. */
const content = [
  'Summer Splash',
  'First paragraph.',
  'Second paragraph.',
  'Free coffee',
  'Tote bag',
];

describe('CampaignDetail in Thai', () => {
  it('names the rewards, the join button and the back link in Thai', async () => {
    server.use(replyTwoRewards());
    const { container } = openCampaignDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Splash' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ของรางวัล' })).toBeTruthy();
    expect(screen.getByText('900 คะแนน')).toBeTruthy();
    expect(screen.getByText('กำลังดำเนินอยู่')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เข้าร่วมแคมเปญ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ดูของรางวัลทั้งหมด' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'แคมเปญ' }).getAttribute('href')).toBe(
      '/content/campaign',
    );
    expectAllThai(container, content);
  });

  it('asks for the campaign consent in Thai, requires the first box, then says joined', async () => {
    server.use(
      replyConsentFirst(),
      reply('put', '/api/user/campaign/consent', makeUser({ campaignConsent1: true })),
    );
    const { container } = openCampaignDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าร่วมแคมเปญ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ก่อนเข้าร่วม' });
    expect(within(dialog).getByText('กรุณาให้ความยินยอมก่อนเข้าร่วมแคมเปญนี้ค่ะ')).toBeTruthy();
    const c1 = within(dialog).getByRole('checkbox', { name: /\(จำเป็น\)/ });
    expect(within(dialog).getByRole('checkbox', { name: /\(ไม่บังคับ\)/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยินยอมและเข้าร่วม' }));
    expect(within(dialog).getByText('กรุณายินยอมเพื่อเข้าร่วมแคมเปญค่ะ')).toBeTruthy();
    expectAllThai(dialog);

    await userEvent.click(c1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยินยอมและเข้าร่วม' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('คุณเข้าร่วมแล้ว กรอกโค้ดเพื่อสะสมคะแนนได้เลยค่ะ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'กรอกโค้ด' })).toBeTruthy();
    expectAllThai(container, content);
  });

  it('shows a failed save in Thai, in the dialog and in a toast', async () => {
    const toasts = collectToasts();
    server.use(replyConsentFirst(), replyConsentFails());
    openCampaignDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าร่วมแคมเปญ' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /\(จำเป็น\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยินยอมและเข้าร่วม' }));
    const message = 'เกิดข้อผิดพลาด (400) กรุณาลองอีกครั้งค่ะ';
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(toasts.messages).toEqual([message]);
    toasts.stop();
    expectAllThai(dialog);
  });

  it('says an ended campaign has ended, and one with no rewards has none', async () => {
    server.use(
      reply('get', '/api/campaigns/1', makeCampaignDetail({ status: 'ended', rewards: [] })),
    );
    const { container } = openCampaignDetail();
    expect(await screen.findByText('แคมเปญนี้สิ้นสุดแล้วค่ะ')).toBeTruthy();
    expect(screen.getByText('แคมเปญนี้ไม่มีของรางวัลให้แลกค่ะ')).toBeTruthy();
    expect(screen.getByText('สิ้นสุดแล้ว')).toBeTruthy();
    expectAllThai(container, content);
  });

  it('says when a coming-soon campaign starts', async () => {
    server.use(reply('get', '/api/campaigns/1', makeCampaignDetail({ status: 'comingSoon' })));
    openCampaignDetail();
    expect(await screen.findByText('เริ่มวันที่ 06/01/26')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เข้าร่วมแคมเปญ' })).toBeNull();
  });

  it('shows not found on 404 and when the link has no id', async () => {
    server.use(replyError('get', '/api/campaigns/1', 404, 'NOT_FOUND', 'No campaign'));
    const { container, unmount } = openCampaignDetail();
    expect(await screen.findByRole('heading', { name: 'ไม่พบแคมเปญ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'แคมเปญ' })).toBeTruthy();
    expectAllThai(container);
    unmount();
    openCampaignDetail('/content/campaignDetail');
    expect(screen.getByText('ลิงก์นี้ไม่ได้ระบุว่าจะให้แสดงรายการใดค่ะ')).toBeTruthy();
  });

  it('shows a failed load in Thai with a retry', async () => {
    server.use(replyError('get', '/api/campaigns/1', 500, 'BOOM', 'Broken'));
    const { container } = openCampaignDetail();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
  });
});
