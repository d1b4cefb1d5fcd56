import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/ui/format';
import { asMember } from '../../helpers/member';
import { replyError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { fromNow, openComingSoon, replyComingSoon } from './fixtures';

useMockServer();
inThai();
asMember();

describe('ComingSoon in Thai', () => {
  it('counts down in Thai: the units, the spoken summary and the start date', async () => {
    const startsAt = fromNow({ days: 2, hours: 3, minutes: 4, seconds: 30 });
    server.use(replyComingSoon(startsAt, { title: 'Lantern night' }));
    const { container } = openComingSoon();
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
    server.use(replyComingSoon(fromNow({ seconds: 1.5 })));
    const { container } = openComingSoon();
    expect(await screen.findByText('กิจกรรมเริ่มแล้ว!', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ไปที่กิจกรรม' }).getAttribute('href')).toBe(
      '/activity/activityDetail?id=8',
    );
    expectAllThai(container, ['Summer Splash', 'Collect points all summer']);
  });

  it('shows a failed load in Thai with a retry', async () => {
    server.use(replyError('get', '/api/campaigns/8', 500, 'BOOM', 'Broken'));
    const { container } = openComingSoon();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'เกิดข้อผิดพลาด (500) กรุณาลองอีกครั้งค่ะ',
    );
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeTruthy();
    expectAllThai(container);
  });
});
