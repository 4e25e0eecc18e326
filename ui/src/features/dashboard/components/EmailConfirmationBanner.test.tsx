import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailConfirmationBanner } from './EmailConfirmationBanner';

describe('the e-mail confirmation banner', () => {
  it.each([true, false])('offers a real, outlined resend button apart from the title (compact: %s; issue 58, minor 28)', (compact) => {
    render(
      <EmailConfirmationBanner email="cam@example.fr" isCompany={false} state={{ kind: 'idle' }} onResend={() => {}} compact={compact} />,
    );
    const button = screen.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" });
    expect(button).toHaveClass('MuiButton-outlined');
    expect(button).not.toHaveClass('MuiButton-text');
    // Its own item of the row, not pulled against the title by a negative margin.
    if (compact) expect(button.parentElement).toBe(screen.getByText('Adresse e-mail non confirmée').parentElement);
  });
});
