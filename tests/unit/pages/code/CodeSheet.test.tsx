import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { user } from '../../../../src/state/session';
import { asMember } from '../../helpers/member';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { openSheet, replyTooManyTries, success } from './fixtures';

useMockServer();
asMember({ points: 500 });

const codeBox = () => screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Add points|Checking/ });

describe('CodeSheet', () => {
  it('is a labelled dialog with the field focused', () => {
    openSheet();
    expect(screen.getByRole('dialog', { name: 'Enter a code' })).toBeTruthy();
    expect(document.activeElement).toBe(codeBox());
  });

  it('asks for a code when the box is empty and sends nothing', async () => {
    openSheet();
    await userEvent.click(submit());
    expect(screen.getByText('Enter a code.')).toBeTruthy();
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(codeBox().getAttribute('aria-describedby')).toContain('-error');
    expect(requests).toHaveLength(0);
  });

  it('sends the trimmed upper-case code on Enter and shows points added and the new balance', async () => {
    server.use(reply('post', '/api/codes', success));
    const onSuccess = vi.fn();
    openSheet({ onSuccess });
    await userEvent.type(codeBox(), '  ab12 -9x yz {Enter}');
    await screen.findByRole('dialog', { name: 'Points added' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.path).toBe('/api/codes');
    expect(requests[0]?.headers.get('content-type')).toContain('multipart/form-data');
    expect(requests[0]?.form).toEqual({ code: 'AB12-9XYZ' });
    expect(screen.getByText('+50 pts')).toBeTruthy();
    expect(screen.getByText('Your balance is now 550 pts.')).toBeTruthy();
    expect(user.value?.points).toBe(550);
    expect(onSuccess).toHaveBeenCalledWith(success);
  });

  it('lets the customer enter another code after a success', async () => {
    server.use(reply('post', '/api/codes', success));
    openSheet();
    await userEvent.type(codeBox(), 'abc{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Enter another code' }));
    expect(codeBox().value).toBe('');
  });

  it.each([
    [404, 'CODE_UNKNOWN', "We don't recognise that code. Check it and try again."],
    [409, 'CODE_USED', 'This code has already been used.'],
    [422, 'CODE_EXPIRED', 'This code has expired.'],
    [422, 'CODE_NOT_STARTED', "This code can't be used yet. Try again when the promotion starts."],
    [422, 'SOMETHING_ELSE', 'Server explains it'],
  ])('explains %s %s at the field and keeps the typed code', async (status, code, message) => {
    server.use(replyError('post', '/api/codes', status, code, 'Server explains it'));
    openSheet();
    await userEvent.type(codeBox(), 'wrong1{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(codeBox().value).toBe('wrong1');
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(user.value?.points).toBe(500);
  });

  it('toasts a network failure and keeps the code', async () => {
    const toasts = collectToasts();
    server.use(replyError('post', '/api/codes', 503, 'DOWN', 'Try later'));
    openSheet();
    await userEvent.type(codeBox(), 'abc{Enter}');
    await waitFor(() => expect(toasts.messages).toEqual(['Try later']));
    expect(codeBox().value).toBe('abc');
    toasts.stop();
  });

  it('after too many tries counts down retryAfter with submit disabled, then allows again', async () => {
    server.use(replyTooManyTries());
    openSheet();
    await userEvent.type(codeBox(), 'abc{Enter}');
    expect(await screen.findByText(/Too many tries. You can try again in 0:0[12]\./)).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(codeBox().value).toBe('abc');
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false), {
      timeout: 3500,
    });
    expect(screen.getByText('Too many tries. You can try again now.')).toBeTruthy();
  });

  it('moves focus to the result after "Points added", so Escape still closes, and back to the box', async () => {
    server.use(reply('post', '/api/codes', success));
    const onClose = vi.fn();
    openSheet({ onClose });
    await userEvent.type(codeBox(), 'abc{Enter}');
    const result = await screen.findByRole('status');
    expect(document.activeElement).toBe(result);
    await userEvent.click(screen.getByRole('button', { name: 'Enter another code' }));
    expect(document.activeElement).toBe(codeBox());
    await userEvent.type(codeBox(), 'def{Enter}');
    await screen.findByRole('dialog', { name: 'Points added' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Done closes', async () => {
    server.use(reply('post', '/api/codes', success));
    const onClose = vi.fn();
    openSheet({ onClose });
    await userEvent.type(codeBox(), 'abc{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
