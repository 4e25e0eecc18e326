/** The landing pages of training offers (issue 55, item 6; docs/offers.md): the server writes their first screen too. */
import type { RouteObject } from 'react-router';
import { page } from './page';

const TrainingIndexPage = page(() => import('../features/training/routes/TrainingIndexPage'), 'TrainingIndexPage');
const TrainingPage = page(() => import('../features/training/routes/TrainingPage'), 'TrainingPage');

export const trainingRoutes: RouteObject[] = [
  { path: 'alternance', element: <TrainingIndexPage kind="ALTERNANCE" /> },
  { path: 'alternance/:trade', element: <TrainingPage kind="ALTERNANCE" /> },
  { path: 'alternance/:trade/:diploma', element: <TrainingPage kind="ALTERNANCE" /> },
  { path: 'stage', element: <TrainingIndexPage kind="STAGE" /> },
  { path: 'stage/:trade', element: <TrainingPage kind="STAGE" /> },
];
