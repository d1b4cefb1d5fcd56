import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { campaigns, openCampaignList, publicRead, withoutReads } from './fixtures';

useMockServer();
inThai();
asMember();
withoutReads();

describe('CampaignList in Thai', () => {
  it('names the page, its cards and its reads in Thai', async () => {
    server.use(
      reply('get', '/api/campaigns', campaigns),
      reply('get', '/api/contents', [publicRead]),
    );
    const { container } = openCampaignList();
    expect(screen.getByRole('status', { name: 'กำลังโหลดแคมเปญ…' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'เกร็ดความรู้และเรื่องราว' });
    expect(
      within(section).getByRole('link', { name: 'Five ways to earn points faster' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'แคมเปญ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'หน้าแรก' }).getAttribute('href')).toBe('/');
    expect(
      within(screen.getByRole('link', { name: /Winter Warm/ })).getByText('สิ้นสุดแล้ว'),
    ).toBeTruthy();
    expectAllThai(container, [
      'Summer Splash',
      'Winter Warm',
      'Collect points all summer',
      'Five ways to earn points faster',
    ]);
  });

  it('says there are no campaigns in Thai', async () => {
    server.use(reply('get', '/api/campaigns', []));
    const { container } = openCampaignList();
    expect(await screen.findByRole('heading', { name: 'ยังไม่มีแคมเปญในตอนนี้' })).toBeTruthy();
    expect(screen.getByText('แคมเปญใหม่จะแสดงที่นี่ แวะมาดูอีกครั้งเร็ว ๆ นี้นะคะ')).toBeTruthy();
    expectAllThai(container);
  });

  it('shows a failed load in Thai, on the page and in a toast', async () => {
    const toasts = collectToasts();
    server.use(replyError('get', '/api/campaigns', 404, 'NOT_FOUND', 'Not here'));
    const { container } = openCampaignList();
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่พบข้อมูลที่ต้องการค่ะ');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expect(toasts.messages).toEqual(['ไม่พบข้อมูลที่ต้องการค่ะ']);
    toasts.stop();
    expectAllThai(container);
  });
});
