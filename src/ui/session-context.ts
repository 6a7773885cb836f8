import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../machines/account/session.machine';

export const SessionContext = createActorContext(sessionMachine);

export const useSignedIn = () => SessionContext.useSelector((s) => s.hasTag('signedIn'));
export const useCurrentUser = () => SessionContext.useSelector((s) => s.context.user);
