import { describe, expect, it } from 'vitest';
import { inMobileAppWrapper } from '../../src/engine/shared/mobile-app';

describe('inMobileAppWrapper', () => {
  it('is true for the app web view (user agent mark or bridge object) only', () => {
    expect(inMobileAppWrapper('Mozilla/5.0 (Linux; Android 14) KilauApp/2.1', {})).toBe(true);
    expect(inMobileAppWrapper('Mozilla/5.0 (Linux; Android 14)', { ReactNativeWebView: {} })).toBe(true);
    expect(inMobileAppWrapper('Mozilla/5.0 (X11; Linux x86_64) Chrome/156', {})).toBe(false);
  });
});
