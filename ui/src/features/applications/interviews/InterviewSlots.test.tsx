import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterviewFieldsFragment } from '../../../gql/graphql';
import { graphqlHandler, mockFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { InterviewSlots } from './InterviewSlots';

const APPLICATION = '/api/job_offer_applications/77';

function interview(overrides: Partial<InterviewFieldsFragment> = {}): InterviewFieldsFragment {
  return {
    id: '/api/interviews/5',
    status: 'PROPOSED',
    mode: 'WORKSHOP',
    place: '12 rue des Arts, 69001 Lyon',
    startsAt: null,
    endsAt: null,
    sequence: 0,
    cancelledBy: null,
    recruiterName: 'Claire Dubois',
    slots: [
      { id: '/api/interview_slots/1', startsAt: '2026-12-10T09:00:00Z', minutes: 45, taken: false },
      { id: '/api/interview_slots/2', startsAt: '2026-12-11T13:30:00Z', minutes: 60, taken: true },
    ],
    ...overrides,
  };
}

type Calls = { name: string; variables: Record<string, unknown> }[];

function serve(current: InterviewFieldsFragment | null, answers: Record<string, (variables: Record<string, unknown>) => unknown> = {}) {
  const calls: Calls = [];
  let state = current;
  const handlers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    ApplicationInterview: () => ({ data: { applicationInterview: state } }),
    ...answers,
  };
  mockFetch({
    'POST /api/graphql': graphqlHandler(
      Object.fromEntries(
        Object.entries(handlers).map(([name, handler]) => [
          name,
          (variables: Record<string, unknown>) => {
            calls.push({ name, variables });
            const answer = handler(variables) as { data?: Record<string, InterviewFieldsFragment | null> };
            if (name !== 'ApplicationInterview' && answer.data) state = Object.values(answer.data)[0] ?? state;
            return answer;
          },
        ]),
      ),
    ),
  });
  return calls;
}

function show(isCompany: boolean) {
  renderRoutes([{ path: '/', element: <InterviewSlots applicationId={APPLICATION} isCompany={isCompany} withdrawn={false} /> }], '/');
}

afterEach(() => vi.unstubAllGlobals());

describe('InterviewSlots', () => {
  it('lets the company propose slots at the workshop', async () => {
    const calls = serve(null, {
      ProposeInterview: () => ({ data: { proposeInterview: interview() } }),
    });
    show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Proposer un entretien' }));
    const first = screen.getByRole('group', { name: 'Créneau 1' });
    await userEvent.type(within(first).getByLabelText(/Date/), '2026-12-10');
    await userEvent.type(within(first).getByLabelText(/Heure/), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    expect(screen.getByRole('group', { name: 'Créneau 2' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Retirer ce créneau' })[1]);
    expect(screen.queryByRole('group', { name: 'Créneau 2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la proposition' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'ProposeInterview')).toBe(true));
    const sent = calls.find((call) => call.name === 'ProposeInterview');
    expect(sent?.variables).toEqual({
      applicationId: APPLICATION,
      mode: 'WORKSHOP',
      link: null,
      slots: [{ date: '2026-12-10', time: '10:00', minutes: 45 }],
    });
    expect(await screen.findByText('Créneaux proposés, en attente du choix du candidat :')).toBeInTheDocument();
  });

  it('asks the video link when the interview is by video', async () => {
    serve(null);
    show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Proposer un entretien' }));
    await userEvent.click(screen.getByRole('radio', { name: 'En visio' }));
    expect(screen.getByRole('textbox', { name: /Lien de la visio/ })).toBeRequired();
  });

  it('lets the candidate pick a slot still free, and not one taken', async () => {
    const calls = serve(interview(), {
      PickInterviewSlot: () => ({
        data: { pickInterviewSlot: interview({ status: 'SCHEDULED', startsAt: '2026-12-10T09:00:00Z', endsAt: '2026-12-10T09:45:00Z' }) },
      }),
    });
    show(false);
    expect(await screen.findByText(/Claire Dubois vous propose un entretien/)).toBeInTheDocument();
    expect(screen.getByText(/déjà pris/)).toBeInTheDocument();
    const picks = screen.getAllByRole('button', { name: 'Choisir ce créneau' });
    expect(picks).toHaveLength(1);
    await userEvent.click(picks[0]);
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'PickInterviewSlot')?.variables).toEqual({ slotId: '/api/interview_slots/1' }),
    );
    expect(await screen.findByTestId('interview-when')).toHaveTextContent('Entretien fixé le 10 décembre 2026 à 10:00');
  });

  it('tells the candidate when the slot was just taken', async () => {
    serve(interview(), {
      PickInterviewSlot: () => ({ data: null, errors: [{ message: "Ce créneau vient d'être pris.", extensions: { code: 'SLOT_TAKEN' } }] }),
    });
    show(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Choisir ce créneau' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Ce créneau vient d'être pris.");
  });

  it('lets the company move or cancel a set interview', async () => {
    const scheduled = interview({ status: 'SCHEDULED', startsAt: '2026-12-10T09:00:00Z', endsAt: '2026-12-10T09:45:00Z' });
    const calls = serve(scheduled, {
      CancelInterview: () => ({ data: { cancelInterview: { ...scheduled, status: 'CANCELLED', cancelledBy: 'company', sequence: 1 } } }),
    });
    show(true);
    expect(await screen.findByRole('button', { name: 'Déplacer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Annuler l'entretien" }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'CancelInterview')?.variables).toEqual({ interviewId: '/api/interviews/5' }),
    );
    expect(await screen.findByText('Entretien annulé par le recruteur.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proposer un autre entretien' })).toBeInTheDocument();
  });
});
