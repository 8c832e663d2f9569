// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TakenDownNotice } from './taken-down-notice';

// A listing moderators took down, on its page (docs/product/moderation.md, "Taking a listing down").

afterEach(cleanup);

const takenDown = { reason: 'Counterfeit goods are not allowed.', at: '2026-11-27T09:30:00.000Z' };

describe('TakenDownNotice', () => {
  it("tells the owner why, and that nobody else sees it until it's restored", () => {
    render(<TakenDownNotice takenDown={takenDown} isOwner />);
    const notice = screen.getByRole('region', { name: 'Taken down by our moderators' });
    expect(notice.textContent).toContain('Reason: Counterfeit goods are not allowed.');
    expect(notice.textContent).toContain(
      'Only you can see this listing now. You can still edit or delete it, but it cannot be shown to anyone else unless our moderators restore it.',
    );
    expect(notice.querySelector('time')?.getAttribute('dateTime')).toBe(takenDown.at);
  });

  it('tells staff who can see it', () => {
    render(<TakenDownNotice takenDown={takenDown} isOwner={false} />);
    expect(screen.getByRole('region').textContent).toContain(
      'Only its owner and staff can see this listing.',
    );
  });
});
