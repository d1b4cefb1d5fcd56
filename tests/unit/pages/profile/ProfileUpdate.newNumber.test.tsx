import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../../src/api/calls';
import { user } from '../../../../src/state/session';
import { ACCESS_TOKEN_COOKIE, getAccessToken } from '../../../../src/state/token';
import { replyOtp } from '../../helpers/otp';
import { collectToasts } from '../../helpers/render';
import {
  reply,
  replyError,
  requests,
  server,
  smsUnavailable,
  useMockServer,
} from '../../helpers/server';
import { sampleUser } from './fixtures';
import {
  editingSampleUser,
  MEMBER_TOKEN,
  NEW_TEL,
  NEW_TEL_MASKED,
  open,
  replyNumberChanged,
} from './ProfileUpdate.fixtures';

useMockServer();
editingSampleUser();

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /Send code|Send a new code/ });
const save = () => screen.getByRole('button', { name: 'Save changes' });
const otpRequests = () => requests.filter((r) => r.path === '/api/authorization/otp');
const puts = () => requests.filter((r) => r.method === 'PUT');

/** The words an input's aria-describedby points at (its hint and its error). */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function typeNumber(u: ReturnType<typeof userEvent.setup>, tel = NEW_TEL) {
  await u.clear(input('Mobile number'));
  await u.type(input('Mobile number'), tel);
}

/** Types the new number and has a code sent to it (reference `ref`). */
async function sendCodeToNewNumber(u: ReturnType<typeof userEvent.setup>, ref = 'NEW123') {
  server.use(replyOtp(ref));
  await typeNumber(u);
  await u.click(sendButton());
  await screen.findByText(`Code sent to ${NEW_TEL_MASKED}, ref ${ref}`);
}

describe('ProfileUpdate: a new mobile number', () => {
  it('asks for a code only while the number is not the saved one', async () => {
    const u = userEvent.setup();
    open();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();

    await typeNumber(u);
    expect(
      screen.getByText('To change your number, we send a code by SMS to the new one.'),
    ).toBeTruthy();
    expect(sendButton()).toBeTruthy();
    expect(input('Verification code').getAttribute('autocomplete')).toBe('one-time-code');

    await typeNumber(u, '081-234-1234');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('sends the code to the new number with the member’s token and nothing else, then moves to the code field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    open();
    await sendCodeToNewNumber(u);
    expect(otpRequests()).toHaveLength(1);
    expect(otpRequests()[0]?.form).toEqual({ tel: NEW_TEL });
    expect(otpRequests()[0]?.headers.get('authorization')).toBe(`Bearer ${MEMBER_TOKEN}`);
    expect(screen.getByRole('status').textContent).toBe(
      `Code sent to ${NEW_TEL_MASKED}, ref NEW123`,
    );
    await waitFor(() => expect(document.activeElement).toBe(input('Verification code')));
    expect(describedBy(input('Verification code'))).toContain(
      'The 6-digit code from the SMS with ref NEW123',
    );
    const resend = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeTruthy();
    await act(async () => {
      for (let i = 0; i < 60; i++) vi.advanceTimersByTime(1000);
    });
    expect(resend.disabled).toBe(false);
  });

  it('checks the number before sending a code', async () => {
    const u = userEvent.setup();
    open();
    await typeNumber(u, '0899');
    await u.click(sendButton());
    expect(describedBy(input('Mobile number'))).toContain(
      'Enter a 10-digit mobile number starting with 0',
    );
    expect(document.activeElement).toBe(input('Mobile number'));
    expect(requests).toHaveLength(0);
  });

  it('will not save a new number without a code sent to that very number, and says so at the code field', async () => {
    const u = userEvent.setup();
    open();
    await typeNumber(u);
    await u.type(input('Verification code'), '123456');
    await u.click(save());
    expect(describedBy(input('Verification code'))).toContain(
      'Tap “Send code” to get a code by SMS first',
    );
    expect(input('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Verification code'));
    expect(requests).toHaveLength(0);

    await sendCodeToNewNumber(u);
    await typeNumber(u, '0899990000');
    await u.type(input('Verification code'), '123456');
    await u.click(save());
    expect(describedBy(input('Verification code'))).toContain(
      'This code was sent to another number. Send a new code.',
    );
    expect(puts()).toHaveLength(0);
  });

  it('asks for the 6 digits of the code with a new number', async () => {
    const u = userEvent.setup();
    open();
    await sendCodeToNewNumber(u);
    await u.click(save());
    expect(describedBy(input('Verification code'))).toContain('Enter the 6-digit code');
    expect(puts()).toHaveLength(0);
  });

  it('saves the new number with its code, keeps the new token in place of the old one and goes back to the profile', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(replyNumberChanged('tok-new'));
    open();
    await sendCodeToNewNumber(u);
    await u.type(input('Verification code'), '654321');
    await u.click(save());

    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(puts()[0]?.form).toEqual({
      firstname: 'Somchai',
      lastname: 'Jaidee',
      tel: NEW_TEL,
      email: 'somchai@example.com',
      birthDate: '1990-01-02',
      otpCode: '654321',
      otpRefCode: 'NEW123',
    });
    expect(puts()[0]?.headers.get('authorization')).toBe(`Bearer ${MEMBER_TOKEN}`);
    // The old token was revoked with the change: the cookie holds the new one, and the next call
    // carries it.
    expect(Cookies.get(ACCESS_TOKEN_COOKIE)).toBe('tok-new');
    expect(getAccessToken()).toBe('tok-new');
    expect(user.value?.tel).toBe(NEW_TEL);
    expect(user.value).not.toHaveProperty('accessToken');
    expect(localStorage.getItem('draft:profile-update')).toBeNull();
    expect(toasts.messages).toEqual(['Your details are saved.']);
    toasts.stop();

    server.use(reply('get', '/api/user', { ...sampleUser, tel: NEW_TEL }));
    await getUser();
    expect(requests.at(-1)?.headers.get('authorization')).toBe('Bearer tok-new');
  });

  it('puts the server’s OTP_REQUIRED and a wrong code at the code field and keeps everything typed', async () => {
    const u = userEvent.setup();
    let answer = 0;
    server.use(
      reply(
        'put',
        '/api/user',
        () =>
          answer++ === 0
            ? {
                error: {
                  code: 'OTP_REQUIRED',
                  message: 'Send a code to your new number and enter it here.',
                  field: 'otpCode',
                },
              }
            : { error: { code: 'OTP_INVALID', message: 'The code is not correct' } },
        422,
      ),
    );
    open();
    await u.clear(input('First name'));
    await u.type(input('First name'), 'Somsak');
    await sendCodeToNewNumber(u);
    await u.type(input('Verification code'), '000000');
    await u.click(save());
    await waitFor(() =>
      expect(describedBy(input('Verification code'))).toContain(
        'Send a code to your new number and enter it here.',
      ),
    );
    expect(document.activeElement).toBe(input('Verification code'));

    await u.click(save());
    await waitFor(() =>
      expect(describedBy(input('Verification code'))).toContain('The code is not correct'),
    );
    expect(input('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(input('Verification code').value).toBe('000000');
    expect(input('First name').value).toBe('Somsak');
    expect(input('Mobile number').value).toBe(NEW_TEL);
    expect(getAccessToken()).toBe(MEMBER_TOKEN);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('puts a number another member has at the number field, asked for a code or saved', async () => {
    const u = userEvent.setup();
    server.use(
      replyError(
        'post',
        '/api/authorization/otp',
        409,
        'TEL_TAKEN',
        'Another member uses this number',
        { field: 'tel' },
      ),
    );
    open();
    await typeNumber(u);
    await u.click(sendButton());
    await waitFor(() =>
      expect(describedBy(input('Mobile number'))).toContain('Another member uses this number'),
    );
    expect(input('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(input('Mobile number').value).toBe(NEW_TEL);

    server.use(
      replyOtp('NEW123'),
      replyError('put', '/api/user', 409, 'TEL_TAKEN', 'Taken a moment ago'),
    );
    await u.click(sendButton());
    await screen.findByText(`Code sent to ${NEW_TEL_MASKED}, ref NEW123`);
    await u.type(input('Verification code'), '654321');
    await u.click(save());
    await waitFor(() =>
      expect(describedBy(input('Mobile number'))).toContain('Taken a moment ago'),
    );
    expect(document.activeElement).toBe(input('Mobile number'));
  });

  it('waits as long as a 429 says before another code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const toasts = collectToasts();
    server.use(
      replyError('post', '/api/authorization/otp', 429, 'OTP_COOLDOWN', 'Please wait 30 seconds.', {
        retryAfter: 30,
      }),
    );
    open();
    await typeNumber(u);
    await u.click(sendButton());
    expect(await screen.findByText('You can ask for a new code in 30 s')).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(toasts.messages).toEqual(['Please wait 30 seconds.']);
    toasts.stop();
  });

  it('toasts an SMS that could not be sent and keeps everything typed; another try sends', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(smsUnavailable());
    open();
    await u.clear(input('Last name'));
    await u.type(input('Last name'), 'Meesuk');
    await typeNumber(u);
    await u.click(sendButton());
    await waitFor(() =>
      expect(toasts.messages).toEqual(['We could not send the SMS. Please try again.']),
    );
    expect(input('Last name').value).toBe('Meesuk');
    expect(input('Mobile number').value).toBe(NEW_TEL);
    expect(screen.getByRole('status').textContent).toBe('');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);

    server.use(replyOtp('NEW456'));
    await u.click(sendButton());
    expect(await screen.findByText(`Code sent to ${NEW_TEL_MASKED}, ref NEW456`)).toBeTruthy();
    toasts.stop();
  });

  it('keeps the new number and the code sent to it (never the code typed) across a reload, the countdown going on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(replyNumberChanged());
    const first = open();
    await u.clear(input('First name'));
    await u.type(input('First name'), 'Somsak');
    await sendCodeToNewNumber(u, 'REF777');
    await u.type(input('Verification code'), '654321');
    await act(() => {
      vi.advanceTimersByTime(15_000);
    });
    // The webview is reclaimed while the customer reads the SMS, and opened again.
    first.unmount();
    expect(localStorage.getItem('draft:profile-update')).not.toContain('654321');
    open();

    expect(input('First name').value).toBe('Somsak');
    expect(input('Mobile number').value).toBe(NEW_TEL);
    expect(input('Verification code').value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(
      `Code sent to ${NEW_TEL_MASKED}, ref REF777`,
    );
    expect(screen.getByText('You can ask for a new code in 45 s')).toBeTruthy();

    await u.type(input('Verification code'), '654321');
    await u.click(save());
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(otpRequests()).toHaveLength(1);
    expect(puts()[0]?.form).toMatchObject({
      firstname: 'Somsak',
      tel: NEW_TEL,
      otpCode: '654321',
      otpRefCode: 'REF777',
    });
    expect(localStorage.getItem('draft:profile-update')).toBeNull();
  });
});
