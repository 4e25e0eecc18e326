import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** History routing (spec section 2). */
export const router = createBrowserRouter(routes);
