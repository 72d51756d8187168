import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const UUID = /\/work_equipments\/([0-9a-f-]{36})$/;

describe('the reference picker', () => {
  const fixture = useBrowser();

  it('finds documents German-aware by typing, chooses by keyboard or tap, clears, and saves the choice', async () => {
    const { context, page } = await fixture.signIn('anna@sorgfalt.example', { viewport: { width: 768, height: 1024 } });
    await page.goto('/work_equipments/new');
    await page.locator('#field-name').fill('Abfüllanlage 3');
    await page.locator('#field-workEquipmentType').selectOption('MACHINE');

    const department = page.locator('#field-department');
    await department.click();
    await department.fill('abfuell');
    const options = page.getByRole('listbox').getByRole('option');
    await page.waitForFunction(() => document.querySelectorAll('[role="option"]').length === 1);
    expect(await options.allInnerTexts()).toEqual(['Abfüllung']);
    await department.press('Enter');
    expect(await department.inputValue()).toBe('Abfüllung');
    expect(await page.getByRole('listbox').count()).toBe(0);

    const responsible = page.locator('#field-responsible');
    await responsible.click();
    await responsible.fill('sab');
    await page.getByRole('option', { name: 'Sabine Hoffmann' }).click();
    expect(await responsible.inputValue()).toBe('Sabine Hoffmann');

    // Escape restores the choice; the clear button empties it; Enter on a new search chooses again.
    await responsible.fill('mark');
    await responsible.press('Escape');
    expect(await responsible.inputValue()).toBe('Sabine Hoffmann');
    await page.getByRole('button', { name: 'Auswahl leeren' }).nth(1).click();
    expect(await responsible.inputValue()).toBe('');
    await responsible.click();
    await responsible.fill('schneider');
    await responsible.press('Enter');
    expect(await responsible.inputValue()).toBe('Markus Schneider');

    await page.getByTestId('save').click();
    await page.waitForURL(UUID);
    await page.reload();
    await page.waitForFunction(
      () => (document.querySelector('#field-responsible') as HTMLInputElement | null)?.value === 'Markus Schneider',
    );
    expect(await page.locator('#field-department').inputValue()).toBe('Abfüllung');
    await context.close();
  });
});
