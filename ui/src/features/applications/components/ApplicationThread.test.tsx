import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationThread, candidateMayWrite, type ThreadMessage, type ThreadProps } from './ApplicationThread';

const question: ThreadMessage = {
  id: '/api/application_messages/1',
  fromCompany: false,
  mine: true,
  author: 'Léa Martin',
  body: 'Le poste est-il ouvert aux débutants ?',
  byMail: false,
  sentAt: '2026-12-03T13:10:00Z',
  readAt: '2026-12-03T14:00:00Z',
  attachments: [],
};
const answer: ThreadMessage = {
  id: '/api/application_messages/2',
  fromCompany: true,
  mine: false,
  author: 'Marc, Atelier Dubois',
  body: 'Bonjour Léa,\n\nOui, bien sûr.',
  byMail: true,
  sentAt: '2026-12-03T15:30:00Z',
  readAt: null,
  attachments: [],
};

function renderThread(props: Partial<ThreadProps> = {}) {
  const onSend = vi.fn(async () => true);
  render(<ApplicationThread messages={[]} isCompany={false} withdrawn={false} sending={false} error={null} onSend={onSend} {...props} />);
  return onSend;
}

describe('ApplicationThread', () => {
  it('lists a message’s PDFs with name and size, and sends picked PDFs, three at most', async () => {
    const withFiles: ThreadMessage = {
      ...answer,
      attachments: [{ id: '/api/message_attachments/7', name: 'Devis atelier.pdf', bytes: 1572864, path: '/api/message-attachments/7' }],
    };
    const onSend = renderThread({ messages: [question, withFiles] });
    const files = screen.getByRole('list', { name: 'Pièces jointes' });
    expect(within(files).getByRole('button', { name: 'Télécharger Devis atelier.pdf' })).toHaveTextContent('Devis atelier.pdf (1,5 Mo)');

    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    const input = screen.getByTestId('thread-attach');
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(screen.getByText('Vous pouvez joindre au plus 3 fichiers PDF à un message.')).toBeInTheDocument();
    expect(screen.queryByText(/d\.pdf/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer b.pdf' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Mes plans');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSend).toHaveBeenCalledWith('Mes plans', null, [
      expect.objectContaining({ name: 'a.pdf' }),
      expect.objectContaining({ name: 'c.pdf' }),
    ]);
    expect(screen.queryByText(/a\.pdf/)).toBeNull();
  });

  it('lists the messages in order with their author, French date, read mark and mail origin', () => {
    renderThread({ messages: [question, answer] });
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Vous le 3 décembre 2026 à 14:10');
    expect(items[0]).toHaveTextContent('Lu le 3 décembre 2026 à 15:00');
    expect(items[1]).toHaveTextContent('Marc, Atelier Dubois le 3 décembre 2026 à 16:30 · reçu par e-mail');
    expect(items[1]).toHaveTextContent('Oui, bien sûr.');
    expect(within(items[1]).queryByTestId('message-read')).toBeNull();
  });

  it('lets the candidate send one message before the recruiter answers, then waits', async () => {
    const onSend = renderThread();
    expect(screen.getByText('Avant la réponse du recruteur, vous pouvez lui envoyer un seul message.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Une question');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSend).toHaveBeenCalledWith('Une question', null, []);
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');

    renderThread({ messages: [{ ...question, readAt: null }] });
    expect(screen.getByText(/vous pourrez lui écrire de nouveau dès qu’il vous aura répondu/)).toBeInTheDocument();
  });

  it('keeps the text and shows the refusal when sending fails', async () => {
    const onSend = vi.fn(async () => false);
    render(
      <ApplicationThread
        messages={[]}
        isCompany
        sending={false}
        withdrawn={false}
        error="Un message compte 5 000 caractères au plus."
        onSend={onSend}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue('Bonjour');
    expect(screen.getByRole('alert')).toHaveTextContent('5 000 caractères');
  });

  it('closes the conversation of a withdrawn application', () => {
    renderThread({ withdrawn: true, isCompany: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Cette candidature a été retirée : la conversation est close.')).toBeInTheDocument();
  });

  it('opens the candidate’s side once the company wrote', () => {
    expect(candidateMayWrite([])).toBe(true);
    expect(candidateMayWrite([question])).toBe(false);
    expect(candidateMayWrite([question, answer])).toBe(true);
    expect(candidateMayWrite([answer])).toBe(true);
  });

  it('fills the box from a template for the company and sends which one it was', async () => {
    const templates = [
      { id: '/api/message_templates/1', title: 'Demande de book', body: 'Bonjour {prénom}, votre book ?', answer: null },
      {
        id: '/api/message_templates/2',
        title: 'Réponse négative',
        body: 'Bonjour {prénom}, nous ne donnerons pas suite.',
        answer: 'REFUSED' as const,
      },
    ];
    const onSend = renderThread({ isCompany: true, templates });
    await userEvent.click(screen.getByRole('combobox', { name: 'Modèle' }));
    await userEvent.click(screen.getByRole('option', { name: 'Réponse négative' }));
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    expect(box).toHaveValue('Bonjour {prénom}, nous ne donnerons pas suite.');
    // The picker says the refusal is recorded too.
    expect(screen.getByText(/enregistre aussi une réponse négative, datée/)).toBeInTheDocument();
    await userEvent.type(box, ' Belle continuation.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSend).toHaveBeenCalledWith(
      'Bonjour {prénom}, nous ne donnerons pas suite. Belle continuation.',
      '/api/message_templates/2',
      [],
    );
    expect(box).toHaveValue('');
  });

  it('offers no templates to the candidate', () => {
    renderThread({ templates: [{ id: '/api/message_templates/1', title: 'Demande de book', body: 'Bonjour', answer: null }] });
    expect(screen.queryByRole('combobox', { name: 'Modèle' })).toBeNull();
  });
});
