import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend inside Node tests. */
export const mockServer = setupServer(...handlers);
