import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepProgress } from './step-progress.tsx';

const bar = () => screen.getByRole('progressbar');
const segments = () => bar().querySelectorAll('[data-segment]');
const filled = () => bar().querySelectorAll('[data-segment="done"]');

describe('quickplay step progress (R2.27)', () => {
  afterEach(cleanup);

  it('has one segment per pick, named for screen readers as the pick being made', () => {
    render(<StepProgress step={{ kind: 'pick', number: 2 }} size={5} spent={23} left={77} budget={100} />);
    expect(segments()).toHaveLength(5);
    expect(filled()).toHaveLength(1);
    expect(bar()).toHaveAccessibleName('Team progress');
    expect(bar()).toHaveAttribute('aria-valuemax', '5');
    expect(bar()).toHaveAttribute('aria-valuenow', '1');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Pick 2 of 5');
  });

  it('is full once every pick is in, for the captain and the review', () => {
    const { rerender } = render(
      <StepProgress step={{ kind: 'captain' }} size={5} spent={90} left={10} budget={100} />,
    );
    expect(segments()).toHaveLength(5);
    expect(filled()).toHaveLength(5);
    expect(bar()).toHaveAttribute('aria-valuetext', '5 of 5 picked: choose your captain');
    rerender(<StepProgress step={{ kind: 'review' }} size={5} spent={90} left={10} budget={100} />);
    expect(filled()).toHaveLength(5);
    expect(bar()).toHaveAttribute('aria-valuetext', '5 of 5 picked: review and submit');
  });
});
