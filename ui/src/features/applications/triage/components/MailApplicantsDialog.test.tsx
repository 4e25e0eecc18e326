import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MailApplicantsDialog } from './MailApplicantsDialog';

const TEMPLATES = [
  { id: '/api/message_templates/1', title: 'Demande de book', body: 'Bonjour {prénom}, votre book ?', answer: null },
  {
    id: '/api/message_templates/2',
    title: 'Réponse négative',
    body: 'Bonjour {prénom}, nous ne donnerons pas suite.',
    answer: 'REFUSED' as const,
  },
];

function renderDialog(answer?: 'INVITED' | 'REFUSED') {
  const onSend = vi.fn(async () => true);
  render(
    <MailApplicantsDialog
      open
      answer={answer}
      count={2}
      pending={false}
      error={null}
      templates={TEMPLATES}
      onCancel={() => undefined}
      onSend={onSend}
    />,
  );
  return onSend;
}

describe('MailApplicantsDialog with templates', () => {
  it('fills a free message from a template and sends the refusal it records', async () => {
    const onSend = renderDialog();
    await userEvent.click(screen.getByRole('combobox', { name: 'Modèle' }));
    await userEvent.click(screen.getByRole('option', { name: 'Réponse négative' }));
    // The empty subject takes the template's title; the message its text, placeholders as written.
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveValue('Réponse négative');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonjour {prénom}, nous ne donnerons pas suite.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSend).toHaveBeenCalledWith({
      subject: 'Réponse négative',
      message: 'Bonjour {prénom}, nous ne donnerons pas suite.',
      answer: 'REFUSED',
    });
  });

  it('keeps the dialog’s own answer and subject when it was opened as an invitation', async () => {
    const onSend = renderDialog('INVITED');
    const subject = (screen.getByRole('textbox', { name: 'Objet' }) as HTMLInputElement).value;
    await userEvent.click(screen.getByRole('combobox', { name: 'Modèle' }));
    await userEvent.click(screen.getByRole('option', { name: 'Demande de book' }));
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveValue(subject);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSend).toHaveBeenCalledWith({ subject, message: 'Bonjour {prénom}, votre book ?', answer: 'INVITED' });
  });
});
