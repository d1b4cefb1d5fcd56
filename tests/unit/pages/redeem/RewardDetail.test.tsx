import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user } from '../../../../src/state/session';
import { formatDate } from '../../../../src/ui/format';
import { daysFromNow, makeReward, makeUser } from '../../helpers/catalog';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import {
  reply,
  replyError,
  replyNetworkError,
  requests,
  server,
  useMockServer,
} from '../../helpers/server';
import { open, replyNotEnoughPoints, replyRedeemed, replyRunsOut } from './RewardDetail.fixtures';

useMockServer();
asMember({ points: 500 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const redeemCalls = () => requests.filter((r) => r.method === 'POST');

async function openConfirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
  return screen.getByRole('dialog', { name: 'Redeem this reward?' });
}

describe('RewardDetail', () => {
  it('shows the reward from GET /api/rewards/{id}', async () => {
    server.use(reply('get', '/api/rewards/11', makeReward({ stockLeft: 3, useWindowMinutes: 15 })));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Free coffee' })).toBeTruthy();
    expect(requests[0]?.path).toBe('/api/rewards/11');
    expect(screen.getByText('300 pts')).toBeTruthy();
    expect(screen.getByText('3 left')).toBeTruthy();
    expect(screen.getByText(`Redeem by ${formatDate(makeReward().endsAt)}`)).toBeTruthy();
    expect(screen.getByText(/valid for 15 minutes/)).toBeTruthy();
  });

  it('explains and disables Redeem when the balance is short or stock is out', async () => {
    user.value = makeUser({ points: 100 });
    server.use(reply('get', '/api/rewards/11', makeReward({ pointsCost: 300 })));
    const { unmount } = open();
    const button = (await screen.findByRole('button', { name: 'Redeem' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('You need 200 pts more')).toBeTruthy();
    unmount();

    user.value = makeUser({ points: 1000 });
    server.use(reply('get', '/api/rewards/11', makeReward({ stockLeft: 0 })));
    open();
    const again = (await screen.findByRole('button', { name: 'Redeem' })) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(screen.getByText('This reward is out of stock.')).toBeTruthy();
  });

  it('explains and disables Redeem outside the reward window', async () => {
    user.value = makeUser({ points: 1000 });
    const startsAt = daysFromNow(7);
    server.use(reply('get', '/api/rewards/11', makeReward({ startsAt })));
    const { unmount } = open();
    const button = (await screen.findByRole('button', { name: 'Redeem' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(`Available from ${formatDate(startsAt)}`)).toBeTruthy();
    unmount();

    server.use(reply('get', '/api/rewards/11', makeReward({ endsAt: daysFromNow(-1) })));
    open();
    const again = (await screen.findByRole('button', { name: 'Redeem' })) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(screen.getByText('No longer available')).toBeTruthy();
  });

  it('confirms with the cost, the balance and the balance after', async () => {
    server.use(reply('get', '/api/rewards/11', makeReward({ pointsCost: 300 })));
    open();
    const dialog = await openConfirm();
    const values = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['300 pts', '500 pts', '200 pts']);
    expect(within(dialog).getByText('Balance after')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redeemCalls()).toHaveLength(0);
  });

  it('redeems once with an Idempotency-Key, shows the balance the server answers and goes to my rewards', async () => {
    server.use(reply('get', '/api/rewards/11', makeReward()), ...replyRedeemed());
    open();
    const dialog = await openConfirm();
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.pathname).toBe('/redeem/myRewards'));
    expect(redeemCalls()).toHaveLength(1);
    expect(redeemCalls()[0]?.path).toBe('/api/rewards/11/redeem');
    expect(redeemCalls()[0]?.headers.get('idempotency-key')).toMatch(UUID);
    expect(requests.map((r) => `${r.method} ${r.path}`)).not.toContain('GET /api/user');
    expect(user.value?.points).toBe(200);
  });

  it('reuses the same key when retrying after a network error, even after closing the dialog', async () => {
    server.use(
      reply('get', '/api/rewards/11', makeReward()),
      replyNetworkError('post', '/api/rewards/11/redeem'),
    );
    open();
    let dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'you will not be charged twice',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    server.use(...replyRedeemed());
    dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.pathname).toBe('/redeem/myRewards'));
    const keys = redeemCalls().map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows how many the member may still redeem, and stops Redeem at their limit', async () => {
    server.use(reply('get', '/api/rewards/11', makeReward({ perUserLimit: 2, redeemedByYou: 1 })));
    const { unmount } = open();
    expect(await screen.findByText('You can redeem 1 more (limit 2 per person)')).toBeTruthy();
    expect(screen.getByText('Your balance: 500 pts')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    unmount();

    server.use(reply('get', '/api/rewards/11', makeReward({ perUserLimit: 1, redeemedByYou: 1 })));
    open();
    const button = (await screen.findByRole('button', { name: 'Redeem' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByText('You have already redeemed this reward: one per person.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(redeemCalls()).toHaveLength(0);
  });

  it('reads the reward and the balance again after a refusal, and turns Confirm off with the reason', async () => {
    const toasts = collectToasts();
    server.use(...replyRunsOut({ stockLeft: 2 }));
    open();
    expect(await screen.findByText('2 left')).toBeTruthy();
    const dialog = await openConfirm();
    server.use(reply('get', '/api/rewards/11', makeReward({ stockLeft: 0 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Sorry, just ran out.');
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.queryByText('2 left')).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('This reward is out of stock.')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/rewards/11' && r.method === 'GET')).toHaveLength(
      2,
    );
    expect(requests.some((r) => r.path === '/api/user')).toBe(true);
    expect(redeemCalls()).toHaveLength(1);
    toasts.stop();
  });

  it("shows the server's message on 409/422 and uses a new key for the next attempt", async () => {
    const toasts = collectToasts();
    server.use(...replyRunsOut());
    open();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Sorry, just ran out.');
    server.use(replyNotEnoughPoints());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Not enough points.'),
    );
    const keys = redeemCalls().map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(location.pathname).toBe('/redeem/11');
    expect(user.value?.points).toBe(500);
    toasts.stop();
  });

  it('shows not found on 404 and an error state with retry on 500', async () => {
    server.use(replyError('get', '/api/rewards/11', 404, 'NOT_FOUND', 'Nope'));
    const { unmount } = open();
    expect(await screen.findByRole('heading', { name: 'Reward not found' })).toBeTruthy();
    unmount();
    server.use(replyError('get', '/api/rewards/11', 500, 'BOOM', 'Broken'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Broken');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
