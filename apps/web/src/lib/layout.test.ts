import { describe, expect, it } from 'vitest';
import { siderWidth } from './layout.ts';

describe('siderWidth', () => {
  it('is 80 collapsed, 200 expanded in Chinese and 270 expanded in English', () => {
    expect(siderWidth('en', true)).toBe(80);
    expect(siderWidth('zh', true)).toBe(80);
    expect(siderWidth('zh', false)).toBe(200);
    expect(siderWidth('en', false)).toBe(270);
  });
});
