// The carousel, the slider and the steps indicator in Chromium, where the browser is the point:
// the native slider's keys and pointer, focus moving through the carousel (off-screen slides
// out of the Tab order), a pointer swipe, and axe on the second step.
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';

test('a journey with a carousel, a slider and "step k of n", by keyboard and pointer', async ({ page }) => {
  await page.goto('/#/login/index');
  await page.getByText('English', { exact: true }).click();
  await page.goto('/#/sandbox/widget-gallery');
  const progress = page.getByRole('navigation', { name: 'Step 1 of 2' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Choose a card design');

  // The tests' browser asks for less motion: the carousel does not turn by itself. Keyboard:
  // the arrow keys turn it, and Tab reaches only the slide on screen.
  const carousel = page.getByRole('region', { name: 'Card design' });
  const shown = carousel.getByRole('group', { name: / of 3$/ });
  const rotation = carousel.getByRole('button', { name: 'Turn automatically' });
  await rotation.focus();
  await expect(shown).toHaveAccessibleName('1 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAccessibleName('2 of 3');
  await page.keyboard.press('Tab'); // Previous slide
  await page.keyboard.press('Tab'); // Next slide
  await page.keyboard.press('Tab');
  const peak = carousel.getByRole('button', { name: 'Choose The Peak' });
  await expect(peak).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(peak).toHaveAttribute('aria-pressed', 'true');
  await expect(carousel.getByRole('img', { name: 'A green card with hills' })).toBeVisible();

  // Pointer: a swipe to the left turns to the next slide.
  const viewport = carousel.locator('.rb-carousel__viewport');
  const box = (await viewport.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(shown).toHaveAccessibleName('3 of 3');

  // The slider: Tab from the carousel, End / Home / arrows, then a tap on its track.
  const slider = page.getByRole('slider', { name: 'Share of your monthly salary to save' });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveValue('100');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('3');
  await expect(page.locator('output')).toHaveText('3%');
  await expect(slider).toHaveAttribute('aria-valuetext', '3%');
  const track = (await slider.boundingBox())!;
  await page.mouse.click(track.x + track.width / 2, track.y + track.height / 2);
  await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(40);
  await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(60);
  await page.keyboard.press('Home');
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('30');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Step 2 of 2' })).toBeVisible();
  await expectNoSeriousViolations(page, 'widget gallery, step 2');
  await page.getByLabel('Name on the card (English)').fill('CHAN TAI MAN');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('The Peak')).toBeVisible();
  await expect(page.getByText('30', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Step/ })).toHaveCount(0);
});
