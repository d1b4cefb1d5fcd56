import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { questionnaireStatus } from '../../../../src/state/questionnaire';
import { lineProfile, user } from '../../../../src/state/session';
import { getAccessToken } from '../../../../src/state/token';
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
import { registeringSomchai, renderRegister, replyRegistered, replySignUp } from './fixtures';
import { liff } from './liff.mock';

vi.mock('../../../../src/liff', () => import('./liff.mock'));

useMockServer();
registeringSomchai();

async function fillDetails(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('First name'), 'Somchai');
  await u.type(screen.getByLabelText('Last name'), 'Jaidee');
  await u.type(screen.getByLabelText('Email'), 'somchai@example.com');
  await u.type(screen.getByLabelText('Birth date'), '01/02/1990');
  await u.type(screen.getByLabelText('Mobile number'), '0812341234');
}

describe('Register', () => {
  it('shows the LINE name and picture, not as editable fields', () => {
    const { container } = renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Somchai')).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://example.com/p.png');
    expect(img?.getAttribute('width')).toBe('56');
    expect(screen.queryByDisplayValue('Somchai')).toBeNull();
  });

  it('explains every missing field at the field', async () => {
    const u = userEvent.setup();
    renderRegister();
    await u.click(screen.getByRole('button', { name: 'Register' }));
    const expectError = (label: string, message: string) => {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      const text = describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(text).toContain(message);
    };
    expectError('First name', 'Enter your first name');
    expectError('Last name', 'Enter your last name');
    expectError('Email', 'Enter your email');
    expectError('Birth date', 'Enter your birth date');
    expectError('Mobile number', 'Enter a 10-digit mobile number starting with 0');
    expectError('Verification code', 'Enter the 6-digit code');
    expect(screen.getByText('You need to accept the privacy notice to register')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(requests).toHaveLength(0);
  });

  it('says what is wrong with a bad email, number, code and birth dates', async () => {
    const u = userEvent.setup();
    renderRegister();
    await u.type(screen.getByLabelText('Email'), 'not-an-email');
    await u.type(screen.getByLabelText('Mobile number'), '12345');
    await u.type(screen.getByLabelText('Verification code'), '12a3');
    await u.type(screen.getByLabelText('Birth date'), '02/30/1990');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter a valid email, like name@example.com')).toBeTruthy();
    expect(screen.getByText('Enter a 10-digit mobile number starting with 0')).toBeTruthy();
    expect(screen.getByText('Enter a real date as mm/dd/yy')).toBeTruthy();
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('123');
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();

    const birth = screen.getByLabelText('Birth date');
    await u.clear(birth);
    await u.type(birth, `01/01/${new Date().getFullYear() + 1}`);
    await u.tab();
    expect(await screen.findByText('Your birth date must be in the past')).toBeTruthy();
    await u.clear(birth);
    await u.type(birth, '12/31/1899');
    await u.tab();
    expect(await screen.findByText('Enter a date from 1900 on')).toBeTruthy();
  });

  it('checks the number before sending a code', async () => {
    const u = userEvent.setup();
    renderRegister();
    await u.type(screen.getByLabelText('Mobile number'), '0812');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter a 10-digit mobile number starting with 0')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends a code, shows where it went and counts down before a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(replyOtp());
    renderRegister();
    await u.type(screen.getByLabelText('Mobile number'), '081-234-1234');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to 08x-xxx-1234, ref ABC123')).toBeTruthy();
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/authorization/otp' });
    // No access token yet: the code is bound to the LINE user, who proves it with LINE's token.
    expect(requests[0]?.form).toEqual({
      tel: '0812341234',
      lineUserId: 'U123',
      idToken: 'line-id-token',
    });
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    const resend = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeTruthy();
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('You can ask for a new code in 59 s')).toBeTruthy();
    await act(async () => {
      for (let i = 0; i < 59; i++) vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
    expect(resend.disabled).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
  });

  it('waits as long as a 429 says and shows its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const toasts = collectToasts();
    server.use(
      replyError('post', '/api/authorization/otp', 429, 'RATE_LIMITED', 'Too many codes. Wait.', {
        retryAfter: 30,
      }),
    );
    renderRegister();
    await u.type(screen.getByLabelText('Mobile number'), '0812341234');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('You can ask for a new code in 30 s')).toBeTruthy();
    expect(toasts.messages).toEqual(['Too many codes. Wait.']);
    toasts.stop();
  });

  it('toasts an SMS that could not be sent, keeps everything typed and lets the customer ask again', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(smsUnavailable());
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(toasts.messages).toEqual(['We could not send the SMS. Please try again.']),
    );
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('0812341234');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Somchai');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(/You can ask for a new code/)).toBeNull();
    // No code was spent: the same button asks again at once.
    server.use(replyOtp('R2'));
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to 08x-xxx-1234, ref R2')).toBeTruthy();
    toasts.stop();
  });

  it('puts a taken number on the number field', async () => {
    const u = userEvent.setup();
    server.use(
      replyError(
        'post',
        '/api/authorization/otp',
        409,
        'TEL_TAKEN',
        'This number is already registered',
      ),
    );
    renderRegister();
    await u.type(screen.getByLabelText('Mobile number'), '0812341234');
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This number is already registered')).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a code before registering', async () => {
    const u = userEvent.setup();
    renderRegister();
    await fillDetails(u);
    await u.type(screen.getByLabelText('Verification code'), '123456');
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Tap “Send code” to get a code by SMS first')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('registers with exactly the spec fields, keeps the token and goes to the questionnaire', async () => {
    const u = userEvent.setup();
    server.use(...replySignUp());
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Code sent to 08x-xxx-1234, ref ABC123');
    await u.type(screen.getByLabelText('Verification code'), '654321');
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/questionnaire');
    const sent = requests.find((r) => r.path === '/api/authorization/register');
    expect(sent?.method).toBe('POST');
    expect(sent?.form).toEqual({
      otpCode: '654321',
      otpRefCode: 'ABC123',
      userId: '7',
      lineUserId: 'U123',
      lineDisplayname: 'Somchai',
      linePictureUrl: 'https://example.com/p.png',
      firstname: 'Somchai',
      lastname: 'Jaidee',
      tel: '0812341234',
      email: 'somchai@example.com',
      consent1: 'true',
      consent2: 'false',
      birthDate: '1990-01-02',
      idToken: 'line-id-token',
    });
    expect(getAccessToken()).toBe('tok-7');
    expect(user.value?.id).toBe(7);
    const userCall = requests.find((r) => r.path === '/api/user');
    expect(userCall?.headers.get('authorization')).toBe('Bearer tok-7');
    expect(localStorage.getItem('draft:register')).toBeNull();
    expect(questionnaireStatus.value).toEqual({ completed: false, skipped: false });
  });

  it('goes Home after registering when the questionnaire was skipped (either spelling)', async () => {
    const u = userEvent.setup();
    server.use(
      replyOtp('R1'),
      ...replyRegistered(),
      reply('get', '/api/questionnaire/check', {
        completedQuestionnaire: false,
        skipUestionnaire: true,
      }),
    );
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Code sent to/);
    await u.type(screen.getByLabelText('Verification code'), '654321');
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('checkbox', { name: /news, offers/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    expect(requests.find((r) => r.path === '/api/authorization/register')?.form?.consent2).toBe(
      'true',
    );
  });

  it('goes to the questionnaire when the check fails (counts as not completed)', async () => {
    const u = userEvent.setup();
    server.use(
      replyOtp('R1'),
      ...replyRegistered(),
      replyError('get', '/api/questionnaire/check', 500, 'SERVER', 'Down'),
    );
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Code sent to/);
    await u.type(screen.getByLabelText('Verification code'), '654321');
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/questionnaire');
  });

  it('puts a wrong code on the code field and keeps everything typed', async () => {
    const u = userEvent.setup();
    server.use(
      replyOtp('R1'),
      replyError(
        'post',
        '/api/authorization/register',
        400,
        'OTP_INVALID',
        'The code is not correct',
      ),
    );
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Code sent to/);
    await u.type(screen.getByLabelText('Verification code'), '000000');
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The code is not correct')).toBeTruthy();
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(code.value).toBe('000000');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Somchai');
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('01/02/90');
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('puts a validation error on the field the server names, and toasts one without a field', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    let answer = 0;
    server.use(
      replyOtp('R1'),
      reply(
        'post',
        '/api/authorization/register',
        () =>
          answer++ === 0
            ? {
                error: { code: 'VALIDATION', message: 'This email is not allowed', field: 'email' },
              }
            : { error: { code: 'SERVER', message: 'Server is down' } },
        400,
      ),
    );
    renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/Code sent to/);
    await u.type(screen.getByLabelText('Verification code'), '111111');
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This email is not allowed')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toasts.messages).toEqual(['Server is down']));
    toasts.stop();
  });

  it('keeps what was typed (but not the code) across a reload', async () => {
    const u = userEvent.setup();
    const first = renderRegister();
    await u.type(screen.getByLabelText('First name'), 'Somchai');
    await u.type(screen.getByLabelText('Birth date'), '01/02/1990');
    await u.type(screen.getByLabelText('Verification code'), '123456');
    await u.click(screen.getByRole('checkbox', { name: /news, offers/ }));
    first.unmount();
    renderRegister();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Somchai');
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('01/02/90');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(
      (screen.getByRole('checkbox', { name: /news, offers/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(localStorage.getItem('draft:register')).not.toContain('123456');
  });

  it('after a reload, the code sent before still registers and the resend countdown goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    server.use(...replySignUp({ otpRefCode: 'REF777' }));
    const first = renderRegister();
    await fillDetails(u);
    await u.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await u.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('Code sent to 08x-xxx-1234, ref REF777');
    await act(() => {
      vi.advanceTimersByTime(15_000);
    });
    // The webview is reclaimed while the customer reads the SMS, and opened again.
    first.unmount();
    renderRegister();

    expect(screen.getByText('Code sent to 08x-xxx-1234, ref REF777')).toBeTruthy();
    expect(screen.getByText('You can ask for a new code in 45 s')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('You can ask for a new code in 44 s')).toBeTruthy();

    await u.type(screen.getByLabelText('Verification code'), '654321');
    await u.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/questionnaire');
    expect(requests.filter((r) => r.path === '/api/authorization/otp')).toHaveLength(1);
    const sent = requests.find((r) => r.path === '/api/authorization/register');
    expect(sent?.form).toMatchObject({ otpCode: '654321', otpRefCode: 'REF777', consent1: 'true' });
    expect(localStorage.getItem('draft:register')).toBeNull();
  });

  it("never shows one LINE user's draft to another", async () => {
    const u = userEvent.setup();
    const first = renderRegister();
    await u.type(screen.getByLabelText('First name'), 'Somchai');
    first.unmount();
    lineProfile.value = { userId: 'U999', displayName: 'Other', pictureUrl: '' };
    renderRegister();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem('draft:register')).toBeNull();
  });

  it('shows the privacy notice and leaves consent1 unticked', async () => {
    const u = userEvent.setup();
    renderRegister();
    const consent1 = screen.getByRole('checkbox', { name: /privacy notice/ }) as HTMLInputElement;
    const consent2 = screen.getByRole('checkbox', { name: /news, offers/ }) as HTMLInputElement;
    expect(consent1.checked).toBe(false);
    expect(consent2.checked).toBe(false);
    await u.click(screen.getByText('Read the privacy notice'));
    expect(screen.getByText(/We collect your name/).closest('details')?.open).toBe(true);
  });

  it('cancels: posts cancel and goes Home outside LINE', async () => {
    const u = userEvent.setup();
    server.use(reply('post', '/api/authorization/cancel', { ok: true }));
    renderRegister();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/authorization/cancel',
    ]);
    expect(requests[0]?.form).toEqual({
      userId: '7',
      lineUserId: 'U123',
      idToken: 'line-id-token',
    });
    expect(liff.closeWindow).not.toHaveBeenCalled();
  });

  it('cancels: closes the window inside LINE', async () => {
    const u = userEvent.setup();
    liff.isInClient.mockReturnValue(true);
    server.use(reply('post', '/api/authorization/cancel', { ok: true }));
    renderRegister();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(liff.closeWindow).toHaveBeenCalledOnce());
  });

  it('stays and explains when cancelling fails', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(replyError('post', '/api/authorization/cancel', 500, 'SERVER', 'Try again later'));
    renderRegister();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toasts.messages).toEqual(['Try again later']));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    toasts.stop();
  });
});
