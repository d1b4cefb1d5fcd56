import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/ui/format';
import { daysFromNow, makeReward } from '../../helpers/catalog';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, replyNetworkError, server, useMockServer } from '../../helpers/server';
import { expectAllThai, inThai } from '../../helpers/thai';
import { open, replyNotEnoughPoints, replyRedeemed, replyRunsOut } from './RewardDetail.fixtures';

useMockServer();
inThai();
asMember({ points: 500 });

// The reward's own words are content: they stay as the programme wrote them.
const content = ['Free coffee', 'One hot or iced coffee.'];

async function openConfirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'แลกของรางวัล' }));
  return screen.getByRole('dialog', { name: 'แลกของรางวัลนี้ใช่ไหมคะ' });
}

describe('RewardDetail in Thai', () => {
  it('shows the reward with its cost, stock, limit and use window in Thai', async () => {
    server.use(reply('get', '/api/rewards/11', makeReward({ stockLeft: 3, useWindowMinutes: 15 })));
    const { container } = open();
    expect(screen.getByRole('status', { name: 'กำลังโหลดของรางวัล…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Free coffee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /ของรางวัล/ }).getAttribute('href')).toBe('/redeem');
    expect(screen.getByText('ใช้คะแนน')).toBeTruthy();
    expect(screen.getByText('300 คะแนน')).toBeTruthy();
    expect(screen.getByText('เหลือ 3 สิทธิ์')).toBeTruthy();
    expect(screen.getByText(`แลกได้ถึง ${formatDate(makeReward().endsAt)}`)).toBeTruthy();
    expect(screen.getByText('จำกัด 2 สิทธิ์ต่อคน')).toBeTruthy();
    expect(screen.getByText('คะแนนคงเหลือ: 500 คะแนน')).toBeTruthy();
    expect(screen.getByText('เมื่อกดใช้แล้ว โค้ดจะใช้ได้ภายใน 15 นาทีค่ะ')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'แลกของรางวัล' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expectAllThai(container, content);
  });

  it.each([
    ['the balance is short', { pointsCost: 800 }, 'คะแนนยังขาดอีก 300 คะแนน'],
    ['stock is out', { stockLeft: 0 }, 'ของรางวัลนี้หมดแล้วค่ะ'],
    [
      'the limit is reached',
      { perUserLimit: 1, redeemedByYou: 1 },
      'คุณแลกของรางวัลนี้ครบ 1 สิทธิ์ต่อคนแล้วค่ะ',
    ],
    ['the window has not opened', { startsAt: daysFromNow(7) }, /^แลกได้ตั้งแต่ \d\d\/\d\d\/\d\d$/],
    ['the window has closed', { endsAt: daysFromNow(-1) }, 'หมดเวลาแลกแล้ว'],
  ])('explains in Thai why Redeem is off when %s', async (_case, over, reason) => {
    server.use(reply('get', '/api/rewards/11', makeReward(over)));
    const { container } = open();
    const button = (await screen.findByRole('button', {
      name: 'แลกของรางวัล',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(reason).id).toBe(button.getAttribute('aria-describedby'));
    expectAllThai(container, content);
  });

  it('confirms with the sums in Thai', async () => {
    server.use(reply('get', '/api/rewards/11', makeReward({ pointsCost: 300 })));
    open();
    const dialog = await openConfirm();
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['ใช้คะแนน', 'คะแนนคงเหลือ', 'คะแนนหลังแลก']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['300 คะแนน', '500 คะแนน', '200 คะแนน']);
    expect(within(dialog).getByRole('button', { name: 'ยืนยัน' })).toBeTruthy();
    expectAllThai(dialog, content);
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in a Thai toast that the reward is redeemed, and goes to my rewards', async () => {
    const toasts = collectToasts();
    server.use(reply('get', '/api/rewards/11', makeReward()), ...replyRedeemed());
    open();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(location.pathname).toBe('/redeem/myRewards'));
    expect(toasts.messages).toEqual(['แลกของรางวัลสำเร็จแล้ว ดูได้ที่ "รางวัลของฉัน" ค่ะ']);
    toasts.stop();
  });

  it("explains the server's refusals in Thai by their code: out of stock, not enough points", async () => {
    server.use(...replyRunsOut({ stockLeft: 2 }));
    open();
    expect(await screen.findByText('เหลือ 2 สิทธิ์')).toBeTruthy();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    // The server's English message is not shown: Thai has its own words for the code.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('ขออภัย ของรางวัลนี้หมดแล้วค่ะ');

    server.use(replyNotEnoughPoints());
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('คะแนนของคุณไม่พอสำหรับของรางวัลนี้ค่ะ'),
    );
    expectAllThai(dialog, content);
    expect(location.pathname).toBe('/redeem/11');
  });

  it('turns Confirm off with the Thai reason once the page reads the stock again', async () => {
    server.use(...replyRunsOut({ stockLeft: 2 }));
    open();
    const dialog = await openConfirm();
    server.use(reply('get', '/api/rewards/11', makeReward({ stockLeft: 0 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('หมดแล้ว')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'ยืนยัน' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('ของรางวัลนี้หมดแล้วค่ะ')).toBeTruthy();
  });

  it('toasts a lost connection in Thai and says a retry will not charge twice', async () => {
    const toasts = collectToasts();
    server.use(
      reply('get', '/api/rewards/11', makeReward()),
      replyNetworkError('post', '/api/rewards/11/redeem'),
    );
    open();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ กด "ยืนยัน" เพื่อลองอีกครั้ง ระบบจะไม่หักคะแนนซ้ำค่ะ',
    );
    expect(toasts.messages).toEqual(['ไม่มีการเชื่อมต่ออินเทอร์เน็ต กรุณาตรวจสอบแล้วลองอีกครั้งค่ะ']);
    toasts.stop();
  });

  it('shows not found in Thai on 404', async () => {
    server.use(replyError('get', '/api/rewards/11', 404, 'NOT_FOUND', 'Nope'));
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'ไม่พบของรางวัล' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'ของรางวัล' })).toBeTruthy();
    expectAllThai(container);
  });
});
