import { screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComingSoon from '../../../../src/pages/activity/ComingSoon';
import { user } from '../../../../src/state/session';
import { formatDate } from '../../../../src/ui/format';
import { makeCampaignDetail, makeUser } from '../../helpers/catalog';
import { renderAt } from '../../helpers/render';
import { reply, replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';

useMockServer();
inThai();

beforeEach(() => {
  user.value = makeUser();
});
afterEach(() => {
  user.value = null;
});

const open = () =>
  renderAt('/activity/comingSoon?id=8', [{ path: '/activity/comingSoon', component: ComingSoon }]);

describe('ComingSoon in Thai', () => {
  it('counts down in Thai: the units, the spoken summary and the start date', async () => {
    const startsAt = new Date(
      Date.now() + ((2 * 24 + 3) * 3600 + 4 * 60 + 30) * 1000,
    ).toISOString();
    server.use(
      reply(
        'get',
        '/api/campaigns/8',
        makeCampaignDetail({ id: 8, title: 'Lantern night', startsAt, status: 'comingSoon' }),
      ),
    );
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดกิจกรรม…' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'เร็ว ๆ นี้' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lantern night' })).toBeTruthy();
    expect(screen.getByText(`เริ่มวันที่ ${formatDate(startsAt)}`)).toBeTruthy();
    const region = screen.getByRole('region', { name: 'เวลาที่เหลือก่อนเริ่ม' });
    for (const unit of ['วัน', 'ชั่วโมง', 'นาที', 'วินาที']) {
      expect(within(region).getByText(unit)).toBeTruthy();
    }
    expect(within(region).getByText(/จะเริ่มในอีก/).textContent).toBe('จะเริ่มในอีก 2 วัน 3 ชั่วโมง 4 นาที');
    expect(screen.getByRole('link', { name: 'ไปที่กิจกรรม' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กิจกรรม' }).getAttribute('href')).toBe('/activity');
    expectAllThai(container, ['Lantern night', 'Collect points all summer']);
  });

  it('says the activity has started when the countdown reaches zero', async () => {
    const startsAt = new Date(Date.now() + 1500).toISOString();
    server.use(
      reply(
        'get',
        '/api/campaigns/8',
        makeCampaignDetail({ id: 8, startsAt, status: 'comingSoon' }),
      ),
    );
    const { container } = open();
    expect(await screen.findByText('กิจกรรมเริ่มแล้ว!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่กิจกรรม' }).getAttribute('href')).toBe(
      '/activity/activityDetail?id=8',
    );
    expectAllThai(container, ['Summer Splash', 'Collect points all summer']);
  });

  it('shows a failed load in Thai with a retry', async () => {
    server.use(replyError('get', '/api/campaigns/8', 500, 'BOOM', 'Broken'));
    const { container } = open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
  });
});
