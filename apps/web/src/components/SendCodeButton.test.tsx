import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../lib/i18n.ts';
import { spyFeedback } from '../test/feedbackSpy.ts';
import { RequestError } from '../lib/request/RequestError.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

await loadAllCatalogs();

let feedback: ReturnType<typeof spyFeedback>;
beforeEach(async () => {
  await changeLocale('en');
  feedback = spyFeedback();
});
afterEach(() => {
  feedback.restore();
  vi.useRealTimers();
});

const button = () => screen.getByRole('button');

describe('SendCodeButton', () => {
  it('after a send, says so and counts down a minute before it may send again', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockResolvedValue(true);
    render(<SendCodeButton send={send} ns="profile" />);
    expect(button().textContent).toBe('Send code');

    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(feedback.message.success).toHaveBeenCalledWith('Verification code sent');
    expect(button().textContent).toBe('Resend in 60 s');
    expect(button()).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend in 59 s');
    // Each second is its own timer, set once the previous one has re-rendered.
    for (let i = 0; i < 59; i++) act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Send code');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('says the text it is given instead, where a send must not tell whether an account exists', async () => {
    const send = vi.fn().mockResolvedValue(true);
    render(
      <SendCodeButton
        send={send}
        ns="auth"
        sentText="If an account uses it, a code is on its way"
      />,
    );
    await act(async () => fireEvent.click(button()));
    expect(feedback.message.success).toHaveBeenCalledWith(
      'If an account uses it, a code is on its way',
    );
  });

  it("uses the given namespace's texts", async () => {
    await changeLocale('zh');
    render(
      <>
        <SendCodeButton send={vi.fn()} ns="auth" />
        <SendCodeButton send={vi.fn()} ns="profile" />
      </>,
    );
    const texts = screen.getAllByRole('button').map((b) => b.textContent);
    expect(texts).toEqual(['获取验证码', '发送验证码']);
  });

  it('stays ready when nothing was sent or the send failed', async () => {
    const send = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('-1026'));
    render(<SendCodeButton send={send} ns="profile" />);

    await act(async () => fireEvent.click(button()));
    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledTimes(2);
    expect(feedback.message.success).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Send code');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('counts down the wait the server gives when it refuses a code as too soon', async () => {
    vi.useFakeTimers();
    const tooSoon = new RequestError(-1026, 'Too soon', { retryAfter: 42, retryAt: 'x' });
    const send = vi.fn().mockRejectedValueOnce(tooSoon).mockResolvedValueOnce(true);
    render(<SendCodeButton send={send} ns="profile" />);

    await act(async () => fireEvent.click(button()));
    expect(feedback.message.success).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Resend in 42 s');
    expect(button()).toHaveProperty('disabled', true);
    for (let i = 0; i < 42; i++) act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Send code');
    await act(async () => fireEvent.click(button()));
    expect(button().textContent).toBe('Resend in 60 s');
  });
});
