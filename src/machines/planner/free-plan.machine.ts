import { setup } from 'xstate';
import { fromAbortablePromise } from '../shared/abortable-promise';
import { fetchCustomerService, recordCustomerServiceContact } from '../../api/support';
import type { CustomerService } from '../../api/types/support';
import type { LanguageCode } from '../../api/types/common';

/**
 * The mobile landing page's free-plan button: asks for the customer-service contact of the current
 * language, records the contact, then opens its chat in a new tab.
 */
export const freePlanMachine = setup({
  types: {
    events: {} as { type: 'REQUEST'; languageCode: LanguageCode },
  },
  actors: {
    contactCustomerService: fromAbortablePromise(async ({ input, signal }: { input: { languageCode: LanguageCode }; signal: AbortSignal }): Promise<CustomerService> => {
      const contact = await fetchCustomerService({ languageCode: input.languageCode }, { signal });
      await recordCustomerServiceContact({ customerServiceId: contact.id }, { signal });
      return contact;
    }),
  },
  actions: {
    openChat: (_, params: { url: string }) => {
      window.open(params.url, '_blank', 'noopener');
    },
  },
}).createMachine({
  id: 'freePlan',
  initial: 'idle',
  states: {
    idle: {
      on: { REQUEST: 'contacting' },
    },
    contacting: {
      invoke: {
        src: 'contactCustomerService',
        input: ({ event }) => ({ languageCode: event.type === 'REQUEST' ? event.languageCode : 'en' }),
        onDone: { target: 'idle', actions: { type: 'openChat', params: ({ event }) => ({ url: event.output.url }) } },
        onError: 'idle',
      },
    },
  },
});
