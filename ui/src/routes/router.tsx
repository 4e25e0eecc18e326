import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * History routing (spec section 2). Created when the app starts, not when its code loads: ranking
 * the routes and reading the URL then run in the start's task, not in the one that evaluates the
 * app's chunk (issue 22, a phone's blocking time).
 */
export const createRouter = () => createBrowserRouter(routes);
