import { vi } from 'vitest';
import { registerFeedback } from '../lib/feedback.ts';

/** Captures the toasts and notifications the request layer shows. */
export function spyFeedback() {
  const spy = {
    message: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
    notification: { error: vi.fn() },
  };
  const restore = registerFeedback(spy);
  return { ...spy, restore };
}
