import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngImage } from './images';
import { DEMO_PASSWORD, openUploadOverlay as openOverlay, signInByApi } from './support';

// Chromium runs with its fake camera (a moving test pattern) and auto-accepted prompts: see playwright.config.ts.
test.use({ viewport: { width: 1280, height: 800 } });

// In-page code is written as strings: the e2e files compile without the DOM library (see shell.spec.ts).

/** Records every stream the page is given, so a test can tell whether any camera track is still live. */
async function recordStreams(page: Page) {
  await page.addInitScript(`(() => {
    const streams = (window.__cameraStreams = []);
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  })()`);
}

/** readyState of each recorded stream's tracks, oldest stream first. */
const trackStates = (page: Page) =>
  page.evaluate<string[][]>('window.__cameraStreams.map((s) => s.getTracks().map((t) => t.readyState))');

/** Opens 'Take Photos' and waits until the preview plays frames. */
async function openCamera(page: Page, overlay: Locator): Promise<Locator> {
  await overlay.getByRole('button', { name: 'Take Photos' }).click();
  const camera = page.getByRole('dialog', { name: 'Take Photos' });
  await expect(camera).toBeVisible();
  await expectPlaying(camera);
  return camera;
}

async function expectPlaying(camera: Locator) {
  await expect
    .poll(() =>
      camera.page().evaluate<boolean>(`(() => {
        const v = document.querySelector('video[aria-label="Camera preview"]');
        return !!v && !v.paused && v.readyState >= 2 && v.videoWidth > 0;
      })()`),
    )
    .toBe(true);
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled();
}

async function takePhotos(camera: Locator, count: number) {
  const thumbnails = camera.getByRole('img', { name: /^Captured photo/ });
  const before = await thumbnails.count();
  for (let n = before + 1; n <= before + count; n++) {
    await camera.getByRole('button', { name: 'Take photo' }).click();
    await expect(thumbnails).toHaveCount(n);
    await expect(camera.getByRole('status').filter({ hasText: 'captured' })).toHaveText(
      `Photo ${n} captured`,
    );
  }
}

async function expectToast(page: Page, title: string, text?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (text) await expect(toast).toContainText(text);
}

test('a member takes two photos with the camera and lists them', async ({ page }) => {
  await recordStreams(page);
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openOverlay(page);
  const camera = await openCamera(page, overlay);

  await expect(camera.getByText('0/10')).toBeVisible();
  await takePhotos(camera, 2);
  const list = camera.getByRole('region', { name: 'Captured photos' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(camera.getByText('2/10')).toBeVisible();
  // Each capture is the centre square of the frame, drawn at 1080 × 1080.
  const sizes = await page.evaluate<number[][]>(
    `[...document.querySelectorAll('img[alt^="Captured photo"]')].map((i) => [i.naturalWidth, i.naturalHeight])`,
  );
  expect(sizes).toEqual([
    [1080, 1080],
    [1080, 1080],
  ]);

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await camera.getByRole('button', { name: 'Use 2 Photo(s)' }).click();
  await expect(camera).toBeHidden();
  await expectToast(page, 'Photos uploaded', '2 photo(s) uploaded successfully');
  await expect(overlay.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await expect(overlay.getByRole('heading', { name: 'Photos (2)' })).toBeVisible();
  // The camera is off: every track it was given has ended.
  expect((await trackStates(page)).flat()).not.toContain('live');
});

test('confirming needs a photo; photos can be removed; Cancel stops the camera', async ({ page }) => {
  await recordStreams(page);
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openOverlay(page);
  const camera = await openCamera(page, overlay);

  await camera.getByRole('button', { name: 'Confirm photos' }).click();
  await expectToast(page, 'Please capture at least one photo');
  await expect(camera).toBeVisible();

  await takePhotos(camera, 1);
  await camera.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(camera.getByRole('img', { name: /^Captured photo/ })).toHaveCount(0);
  await expect(camera.getByRole('button', { name: 'Use 0 Photo(s)' })).toBeVisible();

  expect((await trackStates(page)).flat()).toContain('live');
  await camera.getByRole('button', { name: 'Cancel' }).click();
  await expect(camera).toBeHidden();
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Take Photos' })).toBeFocused();
  await expect(overlay.getByRole('img', { name: 'Photo 1' })).toHaveCount(0);
  expect((await trackStates(page)).flat()).not.toContain('live');
});

test('switching cameras stops the old stream before starting the new one', async ({ page }) => {
  await recordStreams(page);
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openOverlay(page);
  const camera = await openCamera(page, overlay);
  await takePhotos(camera, 1);

  await camera.getByRole('button', { name: 'Switch camera' }).click();
  await expectPlaying(camera);
  const states = await trackStates(page);
  expect(states.length).toBeGreaterThanOrEqual(2);
  expect(states.slice(0, -1).flat()).not.toContain('live');
  expect(states.at(-1)).toEqual(['live']);
  // Photos taken before the switch are kept.
  await takePhotos(camera, 1);
  await expect(camera.getByRole('button', { name: 'Use 2 Photo(s)' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(camera).toBeHidden();
  await expect(overlay).toBeVisible();
  expect((await trackStates(page)).flat()).not.toContain('live');
});

test('the camera stops at the photos the listing has room for', async ({ page }) => {
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openOverlay(page);
  await overlay.getByLabel('Add photos').setInputFiles(
    Array.from({ length: 8 }, (_, i) => ({
      name: `p${i}.png`,
      mimeType: 'image/png',
      buffer: pngImage(32, 32, [20 * i, 80, 120]),
    })),
  );
  await expectToast(page, 'Photos uploaded', '8 photo(s) uploaded successfully');

  const camera = await openCamera(page, overlay);
  await expect(camera.getByText('0/2')).toBeVisible();
  await takePhotos(camera, 2);
  const shutter = camera.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toHaveAttribute('aria-disabled', 'true');
  // Still pressable, so pressing it says why nothing happens.
  await shutter.click({ force: true });
  await expectToast(page, 'Maximum 2 photos allowed');
  await expect(camera.getByRole('img', { name: /^Captured photo/ })).toHaveCount(2);
});

test('a denied camera permission is explained, with Try again', async ({ page }) => {
  await page.addInitScript(
    `navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))`,
  );
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openOverlay(page);
  await overlay.getByRole('button', { name: 'Take Photos' }).click();
  const camera = page.getByRole('dialog', { name: 'Take Photos' });
  const alert = camera.getByRole('alert');
  await expect(alert).toHaveText(/Camera access was denied\. Please allow camera permissions\./);
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeDisabled();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('Camera access was denied. Please allow camera permissions.');
});

test('a browser without a camera API is told so', async ({ page }) => {
  await page.addInitScript(`Object.defineProperty(navigator, 'mediaDevices', { value: undefined })`);
  await signInByApi(page, 'nora', DEMO_PASSWORD);
  const overlay = await openOverlay(page);
  await overlay.getByRole('button', { name: 'Take Photos' }).click();
  const alert = page.getByRole('dialog', { name: 'Take Photos' }).getByRole('alert');
  await expect(alert).toHaveText('Camera not supported in this browser');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a visitor is asked to sign in before the camera opens', async ({ page }) => {
  const overlay = await openOverlay(page);
  await overlay.getByRole('button', { name: 'Take Photos' }).click();
  await expectToast(page, 'Authentication required', 'Please sign in to upload items');
  await expect(page.getByRole('dialog', { name: 'Take Photos' })).toHaveCount(0);
});
