/** The salary barometer's pages (issue 56, item 3; docs/salaries.md): the server writes their first screen too. */
import type { RouteObject } from 'react-router';
import { page } from './page';

const SalaryTradesPage = page(() => import('../features/salaries/routes/SalaryTradesPage'), 'SalaryTradesPage');
const SalaryBarometerPage = page(() => import('../features/salaries/routes/SalaryBarometerPage'), 'SalaryBarometerPage');

export const salaryRoutes: RouteObject[] = [
  { path: 'salaires', element: <SalaryTradesPage /> },
  { path: 'salaires/:trade', element: <SalaryBarometerPage /> },
  { path: 'salaires/:trade/:region', element: <SalaryBarometerPage /> },
];
