// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { turnOffNativeValidation } from './no-native-validation';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('turnOffNativeValidation', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  it('marks the forms already on the page and every form added later, however deep', async () => {
    document.body.innerHTML = '<form id="first"><input type="email" required></form>';
    stop = turnOffNativeValidation(document.body);
    expect(document.querySelector<HTMLFormElement>('#first')!.noValidate).toBe(true);

    const later = document.createElement('section');
    later.innerHTML = '<div><form id="second"><input type="email" required></form></div>';
    document.body.append(later);
    await settle();
    expect(document.querySelector<HTMLFormElement>('#second')!.noValidate).toBe(true);
  });

  it('leaves forms alone once stopped', async () => {
    stop = turnOffNativeValidation(document.body);
    stop();
    document.body.insertAdjacentHTML('beforeend', '<form id="third"></form>');
    await settle();
    expect(document.querySelector<HTMLFormElement>('#third')!.noValidate).toBe(false);
  });
});
