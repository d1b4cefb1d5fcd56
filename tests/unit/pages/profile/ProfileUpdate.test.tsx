import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { lineProfile, user } from '../../../../src/state/session';
import { getAccessToken } from '../../../../src/state/token';
import { collectToasts } from '../../helpers/render';
import { reply, replyError, requests, server, useMockServer } from '../../helpers/server';
import { sampleUser } from './fixtures';
import { editingSampleUser, MEMBER_TOKEN, open } from './ProfileUpdate.fixtures';

useMockServer();
editingSampleUser();

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ProfileUpdate', () => {
  it('is prefilled from the user', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit my details' })).toBeTruthy();
    expect(value('First name')).toBe('Somchai');
    expect(value('Last name')).toBe('Jaidee');
    expect(value('Mobile number')).toBe('0812341234');
    expect(value('Email')).toBe('somchai@example.com');
    expect(value('Birth date')).toBe('01/02/90');
  });

  it('validates like registration', async () => {
    const u = userEvent.setup();
    open();
    await u.clear(screen.getByLabelText('First name'));
    await u.clear(screen.getByLabelText('Last name'));
    await u.type(screen.getByLabelText('Last name'), 'x'.repeat(101));
    await u.clear(screen.getByLabelText('Mobile number'));
    await u.type(screen.getByLabelText('Mobile number'), '1812341234');
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'a@b');
    await u.clear(screen.getByLabelText('Birth date'));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter your first name')).toBeTruthy();
    expect(value('Last name')).toHaveLength(100);
    expect(screen.getByText('Enter a 10-digit mobile number starting with 0')).toBeTruthy();
    expect(screen.getByText('Enter a valid email, like name@example.com')).toBeTruthy();
    expect(screen.getByText('Enter your birth date')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(requests).toHaveLength(0);
  });

  it('sends PUT /api/user as form fields, stores the user and goes back to the profile', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(
      reply('put', '/api/user', { ...sampleUser, firstname: 'Som', email: 'som@example.com' }),
    );
    open();
    await u.clear(screen.getByLabelText('First name'));
    await u.type(screen.getByLabelText('First name'), '  Som ');
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'som@example.com');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.path).toBe('/api/user');
    expect(requests[0]?.form).toEqual({
      firstname: 'Som',
      lastname: 'Jaidee',
      tel: '0812341234',
      email: 'som@example.com',
      birthDate: '1990-01-02',
    });
    expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${MEMBER_TOKEN}`);
    expect(user.value?.firstname).toBe('Som');
    // The same number: no code was asked for, and the token stays.
    expect(getAccessToken()).toBe(MEMBER_TOKEN);
    expect(toasts.messages).toEqual(['Your details are saved.']);
    toasts.stop();
  });

  it('takes the saved number in the international form whole: the same number, saved as 0 and nine digits, with no code', async () => {
    const u = userEvent.setup();
    server.use(reply('put', '/api/user', sampleUser));
    open();
    const tel = screen.getByLabelText('Mobile number') as HTMLInputElement;
    await u.clear(tel);
    await u.type(tel, '+66 81 234 1234');
    // Nothing typed is cut off.
    expect(tel.value).toBe('+66 81 234 1234');
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.form).toEqual({
      firstname: 'Somchai',
      lastname: 'Jaidee',
      tel: '0812341234',
      email: 'somchai@example.com',
      birthDate: '1990-01-02',
    });
  });

  it('takes a birth date picked from the calendar', async () => {
    const u = userEvent.setup();
    server.use(reply('put', '/api/user', sampleUser));
    open();
    await u.click(screen.getByRole('button', { name: 'Choose birth date from a calendar' }));
    const dialog = await screen.findByRole('dialog');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1985');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), '2');
    await u.click(within(dialog).getByRole('button', { name: 'Thursday, February 14, 1985' }));
    expect(value('Birth date')).toBe('02/14/85');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByTestId('elsewhere');
    expect(requests[0]?.form?.birthDate).toBe('1985-02-14');
  });

  it('says a future birth date is wrong on save, not on blur, then clears it as the user types', async () => {
    const u = userEvent.setup();
    open();
    const birth = screen.getByLabelText('Birth date');
    await u.clear(birth);
    await u.type(birth, `01/01/${new Date().getFullYear() + 1}`);
    await u.tab();
    // Nothing appears on blur: a message there would move the Save button under a tap.
    expect(screen.queryByText('Your birth date must be in the past')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your birth date must be in the past')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await u.clear(birth);
    await u.type(birth, '01/01/1990');
    await waitFor(() =>
      expect(screen.queryByText('Your birth date must be in the past')).toBeNull(),
    );
  });

  it('puts a character the server refused at the field it names, in the server’s words', async () => {
    const u = userEvent.setup();
    server.use(
      replyError('put', '/api/user', 400, 'VALIDATION', MESSAGES.controlCharacter, {
        field: 'lastname',
      }),
    );
    open();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.controlCharacter)).toBeTruthy();
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
  });

  it('toasts an error about no field', async () => {
    const u = userEvent.setup();
    const toasts = collectToasts();
    server.use(replyError('put', '/api/user', 500, 'SERVER', 'Please try later'));
    open();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts.messages).toEqual(['Please try later']));
    expect(
      (screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    toasts.stop();
  });

  it('keeps unsaved changes across a reload, for this LINE user only, until saved', async () => {
    const u = userEvent.setup();
    server.use(reply('put', '/api/user', { ...sampleUser, firstname: 'Somsak' }));
    const first = open();
    await u.clear(screen.getByLabelText('First name'));
    await u.type(screen.getByLabelText('First name'), 'Somsak');
    await u.clear(screen.getByLabelText('Birth date'));
    await u.type(screen.getByLabelText('Birth date'), '03/04/1985');
    first.unmount();

    const second = open();
    expect(value('First name')).toBe('Somsak');
    expect(value('Birth date')).toBe('03/04/85');
    expect(value('Last name')).toBe('Jaidee');
    second.unmount();

    lineProfile.value = { userId: 'U999', displayName: 'Other', pictureUrl: '' };
    const other = open();
    expect(value('First name')).toBe('Somchai');
    other.unmount();

    lineProfile.value = { userId: 'U123', displayName: 'Somchai', pictureUrl: '' };
    // The other user's visit dropped it: a draft is never kept for the wrong person.
    open();
    expect(value('First name')).toBe('Somchai');
    await u.clear(screen.getByLabelText('First name'));
    await u.type(screen.getByLabelText('First name'), 'Somsak');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(localStorage.getItem('draft:profile-update')).toBeNull();
  });

  it('leaves without asking when nothing changed', async () => {
    const u = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    open();
    await u.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('asks before leaving right after the last keystroke, and forgets the changes when the customer leaves', async () => {
    const u = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    open();
    await u.type(screen.getByLabelText('Last name'), 'x');
    confirm.mockReturnValueOnce(false);
    await u.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(value('Last name')).toBe('Jaideex');
    expect(localStorage.getItem('draft:profile-update')).toContain('Jaideex');

    confirm.mockReturnValueOnce(true);
    await u.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(localStorage.getItem('draft:profile-update')).toBeNull();
    confirm.mockRestore();
  });

  it('asks on the back button before the page moves; staying keeps the page and the edit', async () => {
    const u = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm');
    history.replaceState(null, '', '/profile');
    history.pushState(null, '', '/profile/update');
    open();
    await u.type(screen.getByLabelText('Last name'), 'x');

    confirm.mockReturnValueOnce(false);
    history.back();
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(location.pathname).toBe('/profile/update');
    expect(value('Last name')).toBe('Jaideex');

    confirm.mockReturnValueOnce(true);
    history.back();
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/profile');
    expect(localStorage.getItem('draft:profile-update')).toBeNull();
    confirm.mockRestore();
  });
});
