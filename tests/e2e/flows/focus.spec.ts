import { expect, test } from './fixtures';

test('the code sheet keeps focus: × returns it to "Enter a code", and after "Points added" Escape still closes', async ({
  page,
  member: _member,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Enter a code' });

  // The first open also downloads the sheet: its button is busy meanwhile.
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Enter a code' });
  await expect(sheet.getByRole('textbox', { name: 'Code' })).toBeFocused();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await sheet.getByRole('textbox', { name: 'Code' }).fill('WELCOME100');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  const added = page.getByRole('dialog', { name: 'Points added' });
  await expect(added.getByText('+100 pts')).toBeVisible();
  // Focus stays in the sheet, on the result, so a screen reader reads it and Escape reaches it.
  await expect(added.getByRole('status')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(added).toBeHidden();
  await expect(opener).toBeFocused();
});
