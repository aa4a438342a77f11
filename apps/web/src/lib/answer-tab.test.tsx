import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTab } from './answer-tab.ts';

afterEach(() => vi.restoreAllMocks());

describe('answerTab: a link answered after the click', () => {
  it('opens the tab in the click, then sends it to the link, or closes it', () => {
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const sent = answerTab();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    sent.go('https://wa.me/5521987654321?text=Ol%C3%A1');
    expect(tab.location.href).toBe('https://wa.me/5521987654321?text=Ol%C3%A1');
    answerTab().close();
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('goes there from this page when the browser gave no tab', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const sent = answerTab();
    sent.close();
    sent.go('https://wa.me/5521987654321');
    expect(assign).toHaveBeenCalledWith('https://wa.me/5521987654321');
  });
});
