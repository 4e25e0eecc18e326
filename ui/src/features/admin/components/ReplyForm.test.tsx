import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_REPLY_CHARS, ReplyForm } from './ReplyForm';

const field = () => screen.getByRole('textbox', { name: /Votre réponse à lea@exemple\.fr/ });
const sendButton = () => screen.getByRole('button', { name: /Envoyer la réponse|Envoi…/ });

describe('ReplyForm', () => {
  it('waits for a text, then sends it once with one request key, even when clicked twice', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ReplyForm email="lea@exemple.fr" onSend={onSend} onCancel={() => {}} />);
    expect(sendButton()).toBeDisabled();
    await user.type(field(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(field(), 'Votre annonce est en ligne.');
    expect(sendButton()).toBeEnabled();
    await user.dblClick(sendButton());
    expect(onSend).toHaveBeenCalledTimes(1);
    const [body, key] = onSend.mock.calls[0] as unknown as [string, string];
    expect(body).toBe('   Votre annonce est en ligne.');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Envoi…');
    finish();
  });

  it('keeps the text and the same key after a failure, and shows the server’s message', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn<(body: string, key: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('La réponse ne peut dépasser 5000 caractères.'))
      .mockResolvedValueOnce(undefined);
    render(<ReplyForm email="lea@exemple.fr" onSend={onSend} onCancel={() => {}} />);
    await user.type(field(), 'Bonjour');
    await user.click(sendButton());
    expect(await screen.findByText('La réponse ne peut dépasser 5000 caractères.')).toBeVisible();
    expect(field()).toHaveValue('Bonjour');
    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1][1]).toBe(onSend.mock.calls[0][1]);
  });

  it('is bounded as the server bounds it and counts the characters', () => {
    render(<ReplyForm email="lea@exemple.fr" onSend={vi.fn()} onCancel={() => {}} />);
    expect(field()).toHaveAttribute('maxLength', String(MAX_REPLY_CHARS));
    expect(screen.getByText(/0 \/ 5000 caractères/)).toBeVisible();
  });
});
